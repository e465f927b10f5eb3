// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type CourseProgress,
  completedSubLessonSet,
  completeModule,
  completeModuleQuiz,
  completeSubLessonQuiz,
  coursePercentage,
  emptyProgress,
  firstIncompleteSubLesson,
  isLessonComplete,
  isModuleComplete,
  markSubLesson,
  moduleShare,
  uncompleteModule,
} from './engine';
import { courseOutline, type ModuleOutline } from './outline';

const T0 = new Date('2026-03-01T10:00:00Z');
const T1 = new Date('2026-03-02T11:00:00Z');
const T2 = new Date('2026-03-03T12:00:00Z');

const quiz = { passingScore: 75, questions: [{ question: 'Q?', options: ['a', 'b'], correctAnswer: 0 }] };
const sub = (key: string, order?: number) => ({ _key: key, title: key, order });

/**
 * m1: lesson a (a1, a2), lesson b (b1), quiz.
 * m2: lesson c (c1), no quiz.
 * m3: no lessons, quiz only.
 * Items: 4 sub-lessons + 2 quizzes = 6.
 */
const modules = [
  {
    _id: 'm1',
    order: 1,
    moduleQuiz: quiz,
    lessons: [
      { _key: 'a', order: 1, subLessons: [sub('a1', 1), sub('a2', 2)] },
      { _key: 'b', order: 2, subLessons: [sub('b1')] },
    ],
  },
  { _id: 'm2', order: 2, lessons: [{ _key: 'c', subLessons: [sub('c1')] }], moduleQuiz: { questions: [] } },
  { _id: 'm3', order: 3, lessons: [], moduleQuiz: quiz },
];
const outline = courseOutline(modules);

/** The item at `index`, failing the test when it is missing. */
function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}
const ref = (moduleId: string, lessonKey: string, subLessonKey: string) => ({
  moduleId,
  lessonKey,
  subLessonKey,
});

function markAll(progress: CourseProgress, refs: ReturnType<typeof ref>[], now = T0) {
  return refs.reduce((current, r) => markSubLesson(current, outline, r, true, now), progress);
}

describe('courseOutline', () => {
  it('counts sub-lessons and only quizzes with questions', () => {
    expect(outline.totalSubLessons).toBe(4);
    expect(outline.quizModules).toBe(2);
    expect(outline.formula).toBe('sub-lessons');
    expect(outline.modules.map((m) => [m.id, m.hasQuiz])).toEqual([
      ['m1', true],
      ['m2', false],
      ['m3', true],
    ]);
  });

  it('orders modules, lessons and sub-lessons by order and drops untrackable or repeated entries', () => {
    const messy = courseOutline([
      { _id: 'late', order: 5, lessons: [] },
      null,
      { title: 'no id' },
      {
        _id: 'early',
        order: 1,
        lessons: [
          { _key: 'y', order: 2, subLessons: [sub('y1')] },
          {
            _key: 'x',
            order: 1,
            subLessons: [sub('x2', 2), sub('x1', 1), { title: 'no key' }, sub('x1', 3)],
          },
          { _key: 'x', order: 3, subLessons: [sub('dup')] },
          'junk',
        ],
      },
      { _id: 'early', order: 9, lessons: [] },
    ]);
    expect(messy.modules.map((m) => m.id)).toEqual(['early', 'late']);
    expect(messy.modules[0]?.lessons).toEqual([
      { key: 'x', subLessonKeys: ['x1', 'x2'] },
      { key: 'y', subLessonKeys: ['y1'] },
    ]);
    expect(messy.totalSubLessons).toBe(3);
  });

  it('uses the legacy formula when a course has neither sub-lessons nor module quizzes', () => {
    expect(courseOutline([{ _id: 'L1', videoUrl: 'x' }, { _id: 'L2' }]).formula).toBe('modules');
    expect(courseOutline([]).formula).toBe('modules');
    expect(courseOutline('not a list').modules).toEqual([]);
    // Two-level with module quizzes: the quizzes are what counts.
    expect(courseOutline([{ _id: 'T', lessons: [{ _key: 'l' }], moduleQuiz: quiz }]).formula).toBe(
      'sub-lessons',
    );
  });

  it("identifies a module by its progress identity (a translation's English original), else by its _id", () => {
    const translated = courseOutline([
      { _id: 'm1__i18n_ar', progressId: 'm1', order: 1, lessons: [{ _key: 'a', subLessons: [sub('a1')] }] },
      // Not a string, blank: the module's own _id (old or malformed content).
      { _id: 'm2', progressId: 42, order: 2, lessons: [{ _key: 'c', subLessons: [sub('c1')] }] },
      { _id: 'm3', progressId: '  ', order: 3, moduleQuiz: quiz },
      // Neither: untrackable, as before.
      { progressId: null, order: 4, lessons: [{ _key: 'd', subLessons: [sub('d1')] }] },
      // The same identity twice (a course listing a module and its translation): counted once.
      { _id: 'm1-copy', progressId: 'm1', order: 5, lessons: [{ _key: 'x', subLessons: [sub('x1')] }] },
    ]);
    expect(translated.modules.map((module) => module.id)).toEqual(['m1', 'm2', 'm3']);
    expect(translated.totalSubLessons).toBe(2);
    // English progress (under the English module ids) counts in the translation.
    const english = markSubLesson(emptyProgress('c'), translated, ref('m1', 'a', 'a1'), true, T0);
    expect(english.completedSubLessons).toEqual([ref('m1', 'a', 'a1')]);
    expect(coursePercentage(english, translated)).toBe(33);
  });
});

describe('markSubLesson', () => {
  it('adds an identifier once', () => {
    let progress = markSubLesson(emptyProgress('c'), outline, ref('m1', 'a', 'a1'), true, T0);
    progress = markSubLesson(progress, outline, ref('m1', 'a', 'a1'), true, T1);
    expect(progress.completedSubLessons).toEqual([ref('m1', 'a', 'a1')]);
    expect(progress.percentage).toBe(17); // 1 of 6
    expect(progress.lastUpdated).toBe(T0.toISOString());
  });

  it('identifies a sub-lesson by module id, lesson key and sub-lesson key together', () => {
    const twin = courseOutline([
      { _id: 'p', lessons: [{ _key: 'l', subLessons: [sub('s')] }] },
      { _id: 'q', lessons: [{ _key: 'l', subLessons: [sub('s')] }] },
    ]);
    const progress = markSubLesson(emptyProgress('c'), twin, ref('p', 'l', 's'), true, T0);
    expect(progress.percentage).toBe(50);
    expect(completedSubLessonSet(progress).has('q/l/s')).toBe(false);
  });

  it('ignores sub-lessons that are not in the course', () => {
    const start = emptyProgress('c');
    expect(markSubLesson(start, outline, ref('m1', 'a', 'zz'), true, T0)).toBe(start);
    expect(markSubLesson(start, outline, ref('m9', 'a', 'a1'), true, T0)).toBe(start);
  });

  it('removes it when unmarked', () => {
    let progress = markAll(emptyProgress('c'), [ref('m1', 'a', 'a1'), ref('m1', 'a', 'a2')]);
    progress = markSubLesson(progress, outline, ref('m1', 'a', 'a1'), false, T1);
    expect(progress.completedSubLessons).toEqual([ref('m1', 'a', 'a2')]);
    expect(progress.percentage).toBe(17);
    expect(markSubLesson(progress, outline, ref('m1', 'b', 'b1'), false, T2)).toBe(progress);
  });
});

describe('percentage (SPEC §4)', () => {
  it('is round(100 × (done sub-lessons + done quizzes) / (sub-lessons + modules with quiz questions))', () => {
    let progress = markAll(emptyProgress('c'), [ref('m1', 'a', 'a1'), ref('m1', 'a', 'a2')]);
    expect(progress.percentage).toBe(33); // 2/6 = 33.3
    progress = completeModuleQuiz(progress, outline, 'm3', T0);
    expect(progress.percentage).toBe(50); // 3/6
    progress = markSubLesson(progress, outline, ref('m2', 'c', 'c1'), true, T0);
    expect(progress.percentage).toBe(67); // 4/6 = 66.7
    expect(coursePercentage(progress, outline)).toBe(67);
  });

  it('counts only items that still exist in the course', () => {
    const stale: CourseProgress = {
      ...emptyProgress('c'),
      completedSubLessons: [ref('m1', 'a', 'a1'), ref('gone', 'x', 'y'), ref('m1', 'a', 'removed')],
      completedModuleQuizzes: ['m1', 'm2', 'gone'],
    };
    expect(coursePercentage(stale, outline)).toBe(33); // a1 + m1 quiz; m2 has no questions
  });

  it('is 0 for a course with nothing to track', () => {
    expect(coursePercentage(emptyProgress('c'), courseOutline([]))).toBe(0);
  });

  it('legacy: completed modules over modules', () => {
    const legacy = courseOutline([{ _id: 'L1' }, { _id: 'L2' }, { _id: 'L3' }]);
    let progress = completeModule(emptyProgress('c'), legacy, 'L1', T0);
    expect(progress.percentage).toBe(33);
    progress = completeModule(progress, legacy, 'L2', T0);
    expect(progress.percentage).toBe(67);
    expect(completeModule(progress, legacy, 'L2', T1)).toBe(progress);
    expect(completeModule(progress, legacy, 'nope', T1)).toBe(progress);
    progress = completeModule(progress, legacy, 'L3', T1);
    expect(progress.percentage).toBe(100);
    expect(progress.completedAt).toBe(T1.toISOString());
    progress = uncompleteModule(progress, legacy, 'L1', T2);
    expect(progress.percentage).toBe(67);
    expect(progress.completedAt).toBeNull();
    expect(progress.completedModules).toEqual(['L2', 'L3']);
  });
});

describe('module quizzes', () => {
  it('adds a passed quiz once, and only for a module whose quiz has questions', () => {
    const once = completeModuleQuiz(emptyProgress('c'), outline, 'm1', T0);
    expect(once.completedModuleQuizzes).toEqual(['m1']);
    expect(completeModuleQuiz(once, outline, 'm1', T1)).toBe(once);
    expect(completeModuleQuiz(once, outline, 'm2', T1)).toBe(once);
    expect(completeModuleQuiz(once, outline, 'missing', T1)).toBe(once);
  });
});

describe('completeModule', () => {
  it('marks all its sub-lessons and its quiz done', () => {
    const progress = completeModule(emptyProgress('c'), outline, 'm1', T0);
    expect(progress.completedSubLessons).toEqual([
      ref('m1', 'a', 'a1'),
      ref('m1', 'a', 'a2'),
      ref('m1', 'b', 'b1'),
    ]);
    expect(progress.completedModuleQuizzes).toEqual(['m1']);
    expect(progress.completedModules).toEqual(['m1']);
    expect(progress.percentage).toBe(67);
  });

  it('keeps what was already done and adds no quiz for a module without questions', () => {
    let progress = markSubLesson(emptyProgress('c'), outline, ref('m1', 'b', 'b1'), true, T0);
    progress = completeModule(progress, outline, 'm1', T1);
    expect(progress.completedSubLessons.filter((r) => r.subLessonKey === 'b1')).toHaveLength(1);
    progress = completeModule(progress, outline, 'm2', T1);
    expect(progress.completedModuleQuizzes).toEqual(['m1']);
    expect(completeModule(progress, outline, 'm2', T2)).toBe(progress);
  });

  it('completes a quiz-only module through its quiz', () => {
    const progress = completeModule(emptyProgress('c'), outline, 'm3', T0);
    expect(progress.completedModuleQuizzes).toEqual(['m3']);
    expect(progress.completedModules).toEqual(['m3']);
  });
});

describe('lesson and module completeness', () => {
  const [m1, m2, m3] = [0, 1, 2].map((i) => at(outline.modules, i)) as [
    ModuleOutline,
    ModuleOutline,
    ModuleOutline,
  ];

  it('a lesson is complete when all its sub-lessons are done and it has at least one', () => {
    const progress = markAll(emptyProgress('c'), [ref('m1', 'a', 'a1')]);
    const done = completedSubLessonSet(progress);
    expect(isLessonComplete(done, 'm1', { key: 'a', subLessonKeys: ['a1', 'a2'] })).toBe(false);
    expect(
      isLessonComplete(
        completedSubLessonSet(markAll(progress, [ref('m1', 'a', 'a2')])),
        'm1',
        at(m1.lessons, 0),
      ),
    ).toBe(true);
    expect(isLessonComplete(done, 'm1', { key: 'empty', subLessonKeys: [] })).toBe(false);
  });

  it('a module is complete when all lessons are complete and its quiz, if it has questions, is done', () => {
    let progress = markAll(emptyProgress('c'), [
      ref('m1', 'a', 'a1'),
      ref('m1', 'a', 'a2'),
      ref('m1', 'b', 'b1'),
    ]);
    expect(isModuleComplete(progress, outline, m1)).toBe(false);
    expect(progress.lessons).toEqual([
      { moduleId: 'm1', lessonKey: 'a' },
      { moduleId: 'm1', lessonKey: 'b' },
    ]);
    progress = completeModuleQuiz(progress, outline, 'm1', T0);
    expect(isModuleComplete(progress, outline, m1)).toBe(true);
    // m2: quiz without questions does not count.
    progress = markSubLesson(progress, outline, ref('m2', 'c', 'c1'), true, T0);
    expect(isModuleComplete(progress, outline, m2)).toBe(true);
    expect(isModuleComplete(progress, outline, m3)).toBe(false);
    expect(progress.completedModules).toEqual(['m1', 'm2']);
  });

  it('a module with neither lessons nor a quiz is never complete', () => {
    const bare = courseOutline([
      { _id: 'bare' },
      { _id: 'real', lessons: [{ _key: 'l', subLessons: [sub('s')] }] },
    ]);
    expect(isModuleComplete(emptyProgress('c'), bare, at(bare.modules, 0))).toBe(false);
  });
});

describe('moduleShare (SPEC §4)', () => {
  const [m1, m2, m3] = [0, 1, 2].map((i) => at(outline.modules, i)) as [
    ModuleOutline,
    ModuleOutline,
    ModuleOutline,
  ];

  it('is complete lessons (plus the quiz) over lessons (plus one if there is a quiz)', () => {
    let progress = markAll(emptyProgress('c'), [ref('m1', 'a', 'a1')]);
    expect(moduleShare(progress, outline, m1)).toBe(0); // lesson a half done counts nothing
    progress = markAll(progress, [ref('m1', 'a', 'a2')]);
    expect(moduleShare(progress, outline, m1)).toBe(33); // 1 of 3
    progress = completeModuleQuiz(progress, outline, 'm1', T0);
    expect(moduleShare(progress, outline, m1)).toBe(67);
    expect(moduleShare(progress, outline, m2)).toBe(0);
    expect(moduleShare(progress, outline, m3)).toBe(0);
    expect(moduleShare(completeModuleQuiz(progress, outline, 'm3', T0), outline, m3)).toBe(100);
  });

  it('is 0 for an empty module and 0/100 for a legacy module', () => {
    const legacy = courseOutline([{ _id: 'L1' }, { _id: 'L2' }]);
    const progress = completeModule(emptyProgress('c'), legacy, 'L1', T0);
    expect(moduleShare(progress, legacy, at(legacy.modules, 0))).toBe(100);
    expect(moduleShare(progress, legacy, at(legacy.modules, 1))).toBe(0);
  });
});

describe('completedAt', () => {
  const all = [ref('m1', 'a', 'a1'), ref('m1', 'a', 'a2'), ref('m1', 'b', 'b1'), ref('m2', 'c', 'c1')];
  const finish = (now: Date) =>
    completeModuleQuiz(
      completeModuleQuiz(markAll(emptyProgress('c'), all, now), outline, 'm1', now),
      outline,
      'm3',
      now,
    );

  it('is set on reaching 100', () => {
    const progress = finish(T0);
    expect(progress.percentage).toBe(100);
    expect(progress.completedAt).toBe(T0.toISOString());
  });

  it('is set once: later changes at 100 keep the first date', () => {
    let progress = finish(T0);
    progress = completeModule(progress, outline, 'm1', T1);
    progress = completeSubLessonQuiz(progress, 'm1/a/a1/q', T1);
    expect(progress.completedAt).toBe(T0.toISOString());
  });

  it('is cleared when an unmark takes progress under 100, and set again on the next completion', () => {
    let progress = markSubLesson(finish(T0), outline, ref('m2', 'c', 'c1'), false, T1);
    expect(progress.percentage).toBe(83);
    expect(progress.completedAt).toBeNull();
    progress = markSubLesson(progress, outline, ref('m2', 'c', 'c1'), true, T2);
    expect(progress.completedAt).toBe(T2.toISOString());
  });

  it('is kept when progress under 100 comes from new content rather than an unmark', () => {
    const grown = courseOutline([
      ...modules,
      { _id: 'm4', lessons: [{ _key: 'd', subLessons: [sub('d1'), sub('d2')] }] },
    ]);
    const progress = markSubLesson(finish(T0), grown, ref('m4', 'd', 'd1'), true, T1);
    expect(progress.percentage).toBe(88); // 7 of 8
    expect(progress.completedAt).toBe(T0.toISOString());
  });
});

describe('sub-lesson quizzes', () => {
  it('are recorded once and do not change the percentage', () => {
    const progress = completeSubLessonQuiz(emptyProgress('c'), 'm1/a/a1/q1', T0);
    expect(progress.completedSubLessonQuizzes).toEqual(['m1/a/a1/q1']);
    expect(progress.percentage).toBe(0);
    expect(completeSubLessonQuiz(progress, 'm1/a/a1/q1', T1)).toBe(progress);
  });
});

describe('firstIncompleteSubLesson (resume)', () => {
  it('is the first sub-lesson not done, in course order', () => {
    expect(firstIncompleteSubLesson(emptyProgress('c'), outline)).toEqual(ref('m1', 'a', 'a1'));
    const progress = markAll(emptyProgress('c'), [ref('m1', 'a', 'a1'), ref('m1', 'b', 'b1')]);
    expect(firstIncompleteSubLesson(progress, outline)).toEqual(ref('m1', 'a', 'a2'));
  });

  it('is null when everything is done or there are no sub-lessons', () => {
    const all = completeModule(completeModule(emptyProgress('c'), outline, 'm1', T0), outline, 'm2', T0);
    expect(firstIncompleteSubLesson(all, outline)).toBeNull();
    expect(firstIncompleteSubLesson(emptyProgress('c'), courseOutline([{ _id: 'L' }]))).toBeNull();
  });
});

describe('a large course', () => {
  it('handles 20 modules × 10 lessons × 10 sub-lessons', () => {
    const big = courseOutline(
      Array.from({ length: 20 }, (_, m) => ({
        _id: `m${m}`,
        moduleQuiz: quiz,
        lessons: Array.from({ length: 10 }, (_, l) => ({
          _key: `l${l}`,
          subLessons: Array.from({ length: 10 }, (_, s) => sub(`s${s}`)),
        })),
      })),
    );
    expect(big.totalSubLessons).toBe(2000);
    let progress = emptyProgress('big');
    for (let m = 0; m < 20; m++) progress = completeModule(progress, big, `m${m}`, T0);
    expect(progress.percentage).toBe(100);
    expect(progress.completedSubLessons).toHaveLength(2000);
    expect(progress.lessons).toHaveLength(200);
  });
});
