/**
 * Content entities of SPEC §3 as the UI receives them from the content API.
 * Content is untrusted input: every field that an editor can leave empty is optional or
 * nullable, and consumers must render something sensible without it.
 */

export interface Slug {
  current?: string | null;
}

export interface ImageRef {
  url?: string | null;
  alt?: string | null;
  /** Sanity image asset reference, for image-url builders. */
  asset?: { _ref?: string; _id?: string; url?: string | null } | null;
}

export interface Person {
  _id?: string;
  name?: string | null;
  role?: string | null;
  bio?: string | null;
  slug?: Slug | null;
  image?: ImageRef | null;
}

export interface QuizQuestion {
  _key?: string;
  question?: string | null;
  options?: string[] | null;
  /** Index into options, or the option text itself (both exist in stored content). */
  correctAnswer?: number | string | null;
  explanation?: string | null;
  points?: number | null;
}

export interface ModuleQuiz {
  title?: string | null;
  description?: string | null;
  /** Percentage needed to pass (0–100). */
  passingScore?: number | null;
  /** Minutes. */
  timeLimit?: number | null;
  questions?: QuizQuestion[] | null;
}

export interface LegacyQuiz {
  _key?: string;
  title?: string | null;
  description?: string | null;
  questions?: QuizQuestion[] | null;
}

export type Material =
  | {
      _key?: string;
      _type: 'file';
      title?: string | null;
      asset?: { url?: string | null; originalFilename?: string | null; size?: number | null } | null;
    }
  | { _key?: string; _type: 'googleSheetLink'; title?: string | null; url?: string | null }
  | { _key?: string; _type: 'link'; title?: string | null; url?: string | null };

export interface FurtherReading {
  _key?: string;
  title?: string | null;
  url?: string | null;
  description?: string | null;
}

export interface SubLesson {
  _key: string;
  title?: string | null;
  description?: string | null;
  order?: number | null;
  /** Minutes. */
  duration?: number | null;
  videoPlatform?: 'youtube' | 'vimeo' | string | null;
  videoUrl?: string | null;
  materials?: Material[] | null;
  codeSnippet?: string | null;
  codeLanguage?: string | null;
  furtherReadings?: FurtherReading[] | null;
  quizzes?: LegacyQuiz[] | null;
}

export interface Lesson {
  _key: string;
  title?: string | null;
  description?: string | null;
  order?: number | null;
  estimatedDuration?: number | null;
  subLessons?: SubLesson[] | null;
}

export interface CourseModule {
  _id: string;
  title?: string | null;
  description?: string | null;
  isFreePreview?: boolean | null;
  order?: number | null;
  estimatedDuration?: number | null;
  lessons?: Lesson[] | null;
  moduleQuiz?: ModuleQuiz | null;
  // Legacy single-level module content.
  topics?: string[] | null;
  videoPlatform?: string | null;
  videoUrl?: string | null;
  materials?: Material[] | null;
  furtherReadings?: FurtherReading[] | null;
  codeSnippet?: string | null;
  codeLanguage?: string | null;
  quizzes?: LegacyQuiz[] | null;
}

export interface CertificateOverrides {
  issuer?: string | null;
  sealText?: string | null;
  logo?: ImageRef | null;
  signature?: ImageRef | null;
}

export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced' | string;

export interface Course {
  _id: string;
  _createdAt?: string;
  title?: string | null;
  description?: string | null;
  overview?: string | null;
  slug?: Slug | null;
  level?: CourseLevel | null;
  category?: string | null;
  isFeatured?: boolean | null;
  thumbnail?: ImageRef | null;
  joinLink?: string | null;
  duration?: string | null;
  videoUrl?: string | null;
  modulesCount?: number | null;
  lessonsCount?: number | null;
  subLessonsCount?: number | null;
  modules?: CourseModule[] | null;
  instructor?: Person | null;
  instructors?: Person[] | null;
  certificateOverrides?: CertificateOverrides | null;
}

/** SPEC §3: how a course's curriculum is organised. */
export type CourseStructure = 'empty' | 'three-level' | 'two-level' | 'single-level' | 'unknown';

export interface PortableTextSpan {
  _type: 'span';
  _key?: string;
  text?: string;
  marks?: string[];
}

/** A rich-text block; the knowledge remote validates each block type before rendering. */
export interface PortableTextBlock {
  _type: string;
  _key?: string;
  [field: string]: unknown;
}

export interface Download {
  _key?: string;
  title?: string | null;
  description?: string | null;
  asset?: { url?: string | null; originalFilename?: string | null; size?: number | null } | null;
}

export interface KnowledgePost {
  _id: string;
  title?: string | null;
  summary?: string | null;
  slug?: Slug | null;
  tags?: string[] | null;
  date?: string | null;
  estimatedReadingTime?: number | null;
  featuredImage?: ImageRef | null;
  author?: (Person & { bio?: string | null }) | null;
  body?: PortableTextBlock[] | null;
  downloads?: Download[] | null;
}

export interface SocialLinks {
  linkedin?: string | null;
  twitter?: string | null;
  github?: string | null;
  website?: string | null;
}

export interface TeamMember {
  _id: string;
  name?: string | null;
  role?: string | null;
  bio?: string | null;
  experience?: string | null;
  expertise?: string[] | null;
  metadata?: Record<string, unknown> | null;
  slug?: Slug | null;
  image?: ImageRef | null;
  socialLinks?: SocialLinks | null;
}

export type CtaButtonStyle = 'primary' | 'secondary' | 'outline';

export interface AboutPage {
  _id: string;
  seo?: { metaTitle?: string | null; metaDescription?: string | null; noIndex?: boolean | null } | null;
  hero?: { heading?: string | null; subheading?: string | null; image?: ImageRef | null } | null;
  missionVision?: { mission?: string | null; vision?: string | null } | null;
  whyQuantEthic?: { heading?: string | null; content?: PortableTextBlock[] | null } | null;
  whoWeAre?: {
    heading?: string | null;
    content?: PortableTextBlock[] | null;
    image?: ImageRef | null;
    imagePosition?: 'left' | 'right' | null;
  } | null;
  founder?: {
    name?: string | null;
    heading?: string | null;
    bio?: string | null;
    image?: ImageRef | null;
  } | null;
  team?: TeamMember[] | null;
  cta?: {
    title?: string | null;
    text?: string | null;
    buttonText?: string | null;
    buttonUrl?: string | null;
    buttonStyle?: CtaButtonStyle | null;
  } | null;
  metadata?: { lastReviewed?: string | null; version?: string | null } | null;
}

export type PricingType = 'fixed' | 'hourly' | 'custom' | 'contact';

export interface ConsultingService {
  _id?: string | null;
  title?: string | null;
  slug?: Slug | null;
  shortDescription?: string | null;
  detailedDescription?: PortableTextBlock[] | null;
  methodology?: PortableTextBlock[] | null;
  keyFeatures?:
    | { _key?: string; title?: string | null; description?: string | null; highlights?: string[] | null }[]
    | null;
  prerequisites?: string[] | null;
  deliverables?: string[] | null;
  image?: ImageRef | null;
  iconName?: string | null;
  serviceLink?: string | null;
  category?: string | null;
  tags?: string[] | null;
  featured?: boolean | null;
  active?: boolean | null;
  order?: number | null;
  publishedAt?: string | null;
  seo?: { title?: string | null; description?: string | null } | null;
  pricing?: {
    type?: PricingType | null;
    amount?: number | null;
    currency?: string | null;
    note?: string | null;
  } | null;
  duration?: {
    estimate?: string | null;
    timeline?:
      | { _key?: string; phase?: string | null; duration?: string | null; deliverable?: string | null }[]
      | null;
  } | null;
}

export interface ConsultingPage {
  _id: string;
  heroTitle?: string | null;
  heroDescription?: string | null;
  servicesTitle?: string | null;
  servicesDescription?: string | null;
  services?: ConsultingService[] | null;
  formSectionTitle?: string | null;
  formSectionDescription?: string | null;
  formFields?: {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    submit?: string | null;
  } | null;
  ctaTitle?: string | null;
  ctaDescription?: string | null;
  ctaButtonText?: string | null;
  ctaButtonUrl?: string | null;
  seo?: { title?: string | null; description?: string | null } | null;
}

/** Visitor contact info saved in the browser (SPEC §3 Local data). */
export interface VisitorInfo {
  name: string;
  email: string;
  phone: string;
}
