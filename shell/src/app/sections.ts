import { REMOTE_NAMES, type RemoteName } from '@quantethic/shared';
import sections from '../../public/sections.json';

/** Top-level paths owned by each remote (one source of truth, also served as /sections.json). */
export const SECTION_PATHS: Record<RemoteName, readonly string[]> = {
  courses: sections.courses,
  knowledge: sections.knowledge,
  company: sections.company,
  account: sections.account,
};

/** Human name of each section, for fallbacks and loading states. */
export const SECTION_LABELS: Record<RemoteName, string> = {
  courses: 'Courses',
  knowledge: 'Knowledge Hub',
  company: 'This page',
  account: 'Your account',
};

/** The remote that owns a pathname: an exact match or a match followed by '/'. */
export function sectionFor(pathname: string): RemoteName | null {
  for (const remote of REMOTE_NAMES) {
    if (SECTION_PATHS[remote].some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
      return remote;
    }
  }
  return null;
}
