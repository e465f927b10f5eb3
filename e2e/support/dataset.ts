// The demo dataset the local content API serves, read directly, so tests can know what content
// says (e.g. a quiz's correct answers) without hard-coding it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './site';

type Doc = Record<string, unknown> & { _id: string; _type: string };

let cache: Map<string, Doc> | null = null;

function documents(): Map<string, Doc> {
  if (!cache) {
    const lines = readFileSync(path.join(ROOT, 'emulators/dataset/data.ndjson'), 'utf8').trim().split('\n');
    cache = new Map(lines.map((line) => JSON.parse(line) as Doc).map((doc) => [doc._id, doc]));
  }
  return cache;
}

export interface DatasetQuestion {
  question: string;
  options: string[];
  correctAnswer: number;
}

export interface DatasetModule {
  _id: string;
  title: string;
  order: number;
  lessons?: {
    _key: string;
    title: string;
    order: number;
    subLessons?: { _key: string; title: string; order: number }[];
  }[];
  moduleQuiz?: { passingScore?: number; questions: DatasetQuestion[] };
}

/** A published course and its modules (in the course's order), by slug. */
export function datasetCourse(slug: string) {
  const course = [...documents().values()].find(
    (doc) =>
      doc._type === 'course' &&
      !doc._id.startsWith('drafts.') &&
      (doc.slug as { current: string }).current === slug,
  );
  if (!course) throw new Error(`No course ${slug} in the dataset`);
  const modules = (course.modules as { _ref: string }[]).map(
    (ref) => documents().get(ref._ref) as unknown as DatasetModule,
  );
  return { course, title: course.title as string, modules };
}
