// A course's level as the page shows it: the levels the site knows (and 'Other', the group of
// courses without one) in the page's language; any other level as the content writes it.
import type { CoursesMessageKey, CoursesT } from './messages';

const KNOWN: Record<string, CoursesMessageKey> = {
  Beginner: 'level.beginner',
  Intermediate: 'level.intermediate',
  Advanced: 'level.advanced',
  Other: 'level.other',
};

export function levelLabel(level: string, t: CoursesT): string {
  const key = Object.hasOwn(KNOWN, level) ? KNOWN[level] : undefined;
  return key ? t(key) : level;
}
