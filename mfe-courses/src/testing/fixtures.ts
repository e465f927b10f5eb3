import type { CertificateData } from '../features/certificate/certificate-data';
// Course fixtures in the shapes the content API returns (including the awkward ones).

import type { CourseCurriculum } from '../features/catalogue/api/get-course-curriculum';
import type { CourseCard } from '../lib/api/course-card';
import type { CourseDetail } from '../lib/api/get-course';

const asset = (id: string) => ({ asset: { _ref: `image-${id}-800x450-svg` } });

export const FOUNDATIONS_CARD: CourseCard = {
  _id: 'course-islamic-finance-foundations',
  _createdAt: '2024-04-08T09:00:00Z',
  title: 'Islamic Finance Foundations',
  slug: { current: 'islamic-finance-foundations' },
  description: 'The principles behind Islamic finance: riba, gharar and maysir.',
  level: 'Beginner',
  isFeatured: true,
  thumbnail: asset('aaa111'),
  videoUrl: 'https://www.youtube.com/watch?v=Qe7fR2mXk9A',
  modulesCount: 3,
  lessonsCount: 6,
  subLessonsCount: 10,
  instructor: { name: 'Amina Hassan', image: asset('bbb222') },
};

export const RISK_CARD: CourseCard = {
  _id: 'course-quantitative-risk-management',
  _createdAt: '2025-03-10T09:00:00Z',
  title: 'Quantitative Risk Management',
  slug: { current: 'quantitative-risk-management' },
  description: 'Measure and challenge market risk: Value-at-Risk and expected shortfall.',
  level: 'Advanced',
  isFeatured: false,
  thumbnail: asset('ccc333'),
  videoUrl: 'https://player.vimeo.com/video/736205184',
  modulesCount: 4,
  lessonsCount: 7,
  subLessonsCount: 12,
  instructor: { name: 'Daniel Okafor', image: null },
};

export const TAKAFUL_CARD: CourseCard = {
  _id: 'course-takaful-fundamentals',
  _createdAt: '2024-03-18T09:00:00Z',
  title: 'Takaful Fundamentals',
  slug: { current: 'takaful-fundamentals' },
  description: 'How takaful (Islamic insurance) works.',
  level: 'Beginner',
  isFeatured: false,
  thumbnail: null,
  videoUrl: 'https://example.com/not-a-video',
  modulesCount: 4,
  lessonsCount: 0,
  subLessonsCount: 0,
  instructor: null,
};

export const ZAKAT_CARD: CourseCard = {
  _id: 'course-zakat',
  _createdAt: '2025-01-20T09:00:00Z',
  title: 'Zakat and Purification Calculations',
  slug: { current: 'zakat-and-purification-calculations' },
  description: 'Calculate personal zakat correctly.',
  level: null,
  isFeatured: false,
  thumbnail: asset('ddd444'),
  videoUrl: 'https://www.youtube.com/watch?v=bad',
  modulesCount: 2,
  lessonsCount: 2,
  subLessonsCount: 4,
  instructor: { name: 'Omar Farouk' },
};

export const EMPTY_CARD: CourseCard = {
  _id: 'course-financial-modelling-principles',
  _createdAt: '2025-09-15T09:00:00Z',
  title: 'Financial Modelling Principles',
  slug: { current: 'financial-modelling-principles' },
  description: 'Coming soon: three-statement financial models.',
  level: 'Beginner',
  isFeatured: false,
  thumbnail: null,
  videoUrl: null,
  modulesCount: 0,
  lessonsCount: 0,
  subLessonsCount: 0,
  instructor: null,
};

export const PYTHON_CARD: CourseCard = {
  _id: 'course-python-for-finance',
  _createdAt: '2024-01-22T09:00:00Z',
  title: 'Python for Finance',
  slug: { current: 'Intro_To_Python_For_Finance' },
  description: 'A practical start in Python for finance.',
  level: 'Beginner',
  isFeatured: false,
  thumbnail: null,
  videoUrl: null,
  modulesCount: 2,
  lessonsCount: 2,
  subLessonsCount: 4,
  instructor: { name: 'Daniel Okafor' },
};

/** A card with every field missing or of the wrong type. */
export const HOSTILE_CARD = {
  _id: 'course-hostile',
  title: 42,
  slug: 'Not A Slug',
  description: { text: 'no' },
  level: ['Beginner'],
  isFeatured: 'yes',
  thumbnail: 'https://example.com/x.png',
  videoUrl: 7,
  modulesCount: 'many',
  lessonsCount: null,
  instructor: 'Someone',
} as unknown as CourseCard;

export const CATALOGUE: CourseCard[] = [
  EMPTY_CARD,
  RISK_CARD,
  ZAKAT_CARD,
  FOUNDATIONS_CARD,
  TAKAFUL_CARD,
  PYTHON_CARD,
];

const subLesson = (key: string, title: string, order: number | null, duration?: number) => ({
  _key: key,
  title,
  order,
  duration,
});

export const FOUNDATIONS_CURRICULUM: CourseCurriculum = {
  _id: FOUNDATIONS_CARD._id,
  title: FOUNDATIONS_CARD.title,
  modules: [
    {
      _id: 'm1',
      title: 'Principles: Riba, Gharar and Maysir',
      order: 1,
      estimatedDuration: 90,
      moduleQuiz: { questions: [{ _key: 'q1' }, { _key: 'q2' }] },
      lessons: [
        {
          _key: 'l2',
          title: 'Gharar and maysir',
          order: 2,
          subLessons: [
            subLesson('s22', 'Maysir: gambling', 2),
            subLesson('s21', 'Gharar: uncertainty', 1, 25),
          ],
        },
        {
          _key: 'l1',
          title: 'Why Islamic finance prohibits riba',
          order: 1,
          subLessons: [subLesson('s11', 'What riba is', 1, 20)],
        },
      ],
    },
  ],
  instructor: { _id: 'team-amina-hassan', name: 'Amina Hassan', role: 'Founder' },
  instructors: [
    { _id: 'team-amina-hassan', name: 'Amina Hassan', role: 'Founder' },
    { _id: 'team-yusuf-rahman', name: 'Yusuf Rahman', role: "Shari'ah Advisor" },
  ],
};

export const TAKAFUL_CURRICULUM: CourseCurriculum = {
  _id: TAKAFUL_CARD._id,
  title: TAKAFUL_CARD.title,
  modules: [
    {
      _id: 't1',
      title: 'What Takaful Is',
      topics: ['Mutual guarantee', 'Tabarru'],
      videoUrl: 'https://youtu.be/Tk8Fs2Lp5Qa',
      materials: [{ _type: 'link', _key: 'mat1' }],
      quizzes: [{ _key: 'qz1' }],
    },
  ],
  instructor: { _id: 'team-yusuf-rahman', name: 'Yusuf Rahman' },
  instructors: null,
};

export const EMPTY_CURRICULUM: CourseCurriculum = {
  _id: EMPTY_CARD._id,
  title: EMPTY_CARD.title,
  modules: [],
  instructor: null,
  instructors: null,
};

export const FOUNDATIONS_DETAIL: CourseDetail = {
  ...FOUNDATIONS_CARD,
  overview: 'First paragraph of the overview.\n\nSecond paragraph of the overview.',
  duration: '6 weeks',
  modules: FOUNDATIONS_CURRICULUM.modules,
  instructor: FOUNDATIONS_CURRICULUM.instructor,
  instructors: FOUNDATIONS_CURRICULUM.instructors,
} as CourseDetail;

export const PYTHON_DETAIL: CourseDetail = {
  ...PYTHON_CARD,
  overview: null,
  duration: null,
  level: null,
  modules: [],
  instructor: null,
} as CourseDetail;

/** A certificate as the learner's page has it: the site as issuer, no images. */
export const CERTIFICATE: CertificateData = {
  learnerName: 'Amina Yusuf',
  courseTitle: 'Islamic Finance Foundations',
  courseSlug: 'islamic-finance-foundations',
  completedAt: '2026-11-22',
  issuer: 'QuantEthic',
  sealText: 'Certificate of Completion',
  logo: null,
  signature: null,
};

/** The same with the course's certificateOverrides: another issuer, seal text, logo and signature. */
export const CERTIFICATE_WITH_OVERRIDES: CertificateData = {
  ...CERTIFICATE,
  issuer: 'Al Huda Institute',
  sealText: 'Accredited Programme',
  logo: { url: 'https://cdn.test/logo.png', alt: 'Al Huda crest' },
  signature: { url: 'https://cdn.test/sign.png', alt: 'Signature of the dean' },
};
