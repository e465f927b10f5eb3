import { text } from '@quantethic/kit/content';

/** The level filter's "everything" entry, and the group for courses without a level (SPEC §2). */
export const ALL_LEVELS = 'All Courses';
export const OTHER_LEVEL = 'Other';

/** Known levels come first, in teaching order; any other level follows alphabetically. */
const LEVEL_ORDER = ['Beginner', 'Intermediate', 'Advanced'];

interface Filterable {
  title?: unknown;
  description?: unknown;
  level?: unknown;
}

/** The level a course is filed under: its own (trimmed) level, or 'Other'. */
export function levelOf(course: Filterable): string {
  return text(course.level) ?? OTHER_LEVEL;
}

/** The level filter entries after 'All Courses': one per distinct level, 'Other' last. */
export function levelOptions(courses: readonly Filterable[]): string[] {
  const levels = new Set(courses.map(levelOf));
  const hasOther = levels.delete(OTHER_LEVEL);
  const rank = (level: string) => {
    const index = LEVEL_ORDER.indexOf(level);
    return index === -1 ? LEVEL_ORDER.length : index;
  };
  const sorted = [...levels].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return hasOther ? [...sorted, OTHER_LEVEL] : sorted;
}

/** What a search is matched against, prepared once per catalogue (normalised title and description). */
export interface SearchEntry<T> {
  course: T;
  title: string;
  description: string;
  level: string;
}

export function buildSearchIndex<T extends Filterable>(courses: readonly T[]): SearchEntry<T>[] {
  return courses.map((course) => ({
    course,
    title: normalizeQuery(text(course.title) ?? ''),
    description: normalizeQuery(text(course.description) ?? ''),
    level: levelOf(course),
  }));
}

/** Text as compared: trimmed, inner whitespace collapsed, lower-cased ('' matches everything). */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface CourseFilter {
  query: string;
  /** A level name, 'Other', or null / 'All Courses' for every level. */
  level: string | null;
}

/**
 * SPEC §2: courses whose title or description contains the search (case-insensitive) and whose
 * level matches the filter, in catalogue order.
 */
export function filterCourses<T>(index: readonly SearchEntry<T>[], { query, level }: CourseFilter): T[] {
  const needle = normalizeQuery(query);
  const wanted = level && level !== ALL_LEVELS ? level : null;
  const result: T[] = [];
  for (const entry of index) {
    if (wanted !== null && entry.level !== wanted) continue;
    if (needle && !entry.title.includes(needle) && !entry.description.includes(needle)) continue;
    result.push(entry.course);
  }
  return result;
}
