import { REMOTE_NAMES, type RemoteName } from '@quantethic/shared';
import sections from '../../public/sections.json';
import type { ShellMessageKey } from '../lib/messages';

/** Top-level paths owned by each remote (one source of truth, also served as /sections.json). */
export const SECTION_PATHS: Record<RemoteName, readonly string[]> = {
  courses: sections.courses,
  knowledge: sections.knowledge,
  company: sections.company,
  account: sections.account,
};

/** The message naming each section, for fallbacks and loading states. */
export const SECTION_LABELS: Record<RemoteName, ShellMessageKey> = {
  courses: 'section.courses',
  knowledge: 'section.knowledge',
  company: 'section.company',
  account: 'section.account',
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
