/** Every type of the QuantEthic content model, for `sanity.config.ts`. */
import { aboutPage } from './documents/about-page';
import { consultingPage, consultingService } from './documents/consulting';
import { course, courseModule } from './documents/course';
import { knowledgePost } from './documents/knowledge-post';
import { teamMember } from './documents/team-member';
import {
  furtherReading,
  googleSheetLink,
  keyFeature,
  legacyQuiz,
  lesson,
  linkMaterial,
  moduleQuiz,
  quizQuestion,
  socialLinks,
  subLesson,
  timelinePhase,
} from './objects';
import { chart, codeBlock, pdfDocument, richText, slides, videoEmbed, youtube } from './rich-text';

export const documentTypes = [
  course,
  courseModule,
  knowledgePost,
  teamMember,
  aboutPage,
  consultingPage,
  consultingService,
];

export const schemaTypes = [
  ...documentTypes,
  quizQuestion,
  legacyQuiz,
  moduleQuiz,
  googleSheetLink,
  linkMaterial,
  furtherReading,
  subLesson,
  lesson,
  socialLinks,
  keyFeature,
  timelinePhase,
  richText,
  chart,
  pdfDocument,
  slides,
  codeBlock,
  videoEmbed,
  youtube,
];
