// A large generated dataset (in the API's shape) for benchmarks: N courses with modules,
// lessons and sub-lessons, M knowledge posts, plus the team.

const LEVELS = ['Beginner', 'Intermediate', 'Advanced', undefined];
const TAGS = [
  'Islamic Finance',
  'Risk',
  'Ethical Investing',
  'Sukuk',
  'Python',
  'ESG',
  'Quantitative Methods',
  'Takaful',
];
const pad = (n) => String(n).padStart(5, '0');
const iso = (minutes) => new Date(Date.UTC(2020, 0, 1) + minutes * 60_000).toISOString();

export function generateDataset({
  courses = 1000,
  posts = 5000,
  modulesPerCourse = 4,
  lessonsPerModule = 3,
  subLessonsPerLesson = 3,
} = {}) {
  const documents = [];
  const image = {
    _id: 'image-0000000000000000000000000000000000000000-1000x560-svg',
    _type: 'sanity.imageAsset',
    url: 'http://localhost/images/x.svg',
  };
  documents.push(image);
  const people = Array.from({ length: 20 }, (_, i) => ({
    _id: `team-${i}`,
    _type: 'teamMember',
    name: `Instructor ${i}`,
    slug: { current: `instructor-${i}` },
    role: 'Instructor',
    image: { _type: 'image', asset: { _type: 'reference', _ref: image._id } },
  }));
  documents.push(...people);
  for (let c = 0; c < courses; c += 1) {
    const moduleRefs = [];
    for (let m = 0; m < modulesPerCourse; m += 1) {
      const id = `module-${pad(c)}-${m}`;
      moduleRefs.push({ _key: `m${m}`, _type: 'reference', _ref: id });
      documents.push({
        _id: id,
        _type: 'courseModule',
        title: `Module ${m + 1} of course ${c}`,
        order: m,
        lessons: Array.from({ length: lessonsPerModule }, (_, l) => ({
          _key: `l${l}`,
          title: `Lesson ${l + 1}`,
          order: l,
          subLessons: Array.from({ length: subLessonsPerLesson }, (_, s) => ({
            _key: `s${s}`,
            title: `Part ${s + 1}`,
            order: s,
            duration: 10,
            description: 'A generated sub-lesson used to measure query times on a large catalogue.',
          })),
        })),
        moduleQuiz: {
          title: 'Check',
          passingScore: 70,
          questions: [{ _key: 'q', question: '1 + 1?', options: ['1', '2'], correctAnswer: 1 }],
        },
      });
    }
    documents.push({
      _id: `course-${pad(c)}`,
      _type: 'course',
      _createdAt: iso(c * 60),
      title: `Generated course ${c}: ${TAGS[c % TAGS.length]} in practice`,
      slug: { current: `generated-course-${c}` },
      description:
        'A generated course description long enough to look like a real one on a card, about two lines.',
      level: LEVELS[c % LEVELS.length],
      isFeatured: c === courses - 1,
      thumbnail: { _type: 'image', asset: { _type: 'reference', _ref: image._id }, alt: 'Cover' },
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      modules: moduleRefs,
      instructor: { _type: 'reference', _ref: people[c % people.length]._id },
    });
  }
  for (let p = 0; p < posts; p += 1) {
    documents.push({
      _id: `post-${pad(p)}`,
      _type: 'knowledgePost',
      _createdAt: iso(p * 30),
      title: `Generated article ${p} on ${TAGS[p % TAGS.length]}`,
      slug: { current: `generated-article-${p}` },
      summary: 'A generated summary of an article, a sentence or two, as the hub cards show it.',
      tags: [TAGS[p % TAGS.length], TAGS[(p * 3 + 1) % TAGS.length]],
      date: iso(p * 30).slice(0, 10),
      estimatedReadingTime: 5 + (p % 10),
      featuredImage: { _type: 'image', asset: { _type: 'reference', _ref: image._id }, alt: 'Cover' },
      author: { _type: 'reference', _ref: people[p % people.length]._id },
      body: [
        {
          _type: 'block',
          _key: 'b',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 's', text: 'Body text.', marks: [] }],
        },
      ],
    });
  }
  return documents;
}
