// Test helper (never imported by app code): every page's texts ready in a locale, as each page has
// them before it renders (withTexts in src/app.tsx, the widget's `ready`), for tests that render a
// page's components directly.
import type { Locale } from '@quantethic/shared';
import { catalogueTexts } from '../features/catalogue/catalogue-messages';
import { certificateMessages } from '../features/certificate/certificate-messages';
import { courseTexts } from '../features/course/course-messages';
import { learnTexts } from '../features/learn/learn-messages';
import { messagesReady } from '../lib/messages-ready';
import { featuredReady } from '../widgets/featured-course-messages';

export async function allTextsReady(locale: Locale): Promise<void> {
  await Promise.all([
    messagesReady(locale),
    catalogueTexts.ready(locale),
    courseTexts.ready(locale),
    learnTexts.ready(locale),
    certificateMessages.ready(locale),
    featuredReady(locale),
  ]);
}
