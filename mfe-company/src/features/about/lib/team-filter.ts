import { textList } from '@quantethic/kit/content';
import type { TeamMember } from '@quantethic/shared';

/** The chip that shows everyone. */
export const ALL_EXPERTISE = 'All';

/** A team member the page can show: one with a name. */
export type ShownMember = TeamMember & { name: string; expertise: string[] };

/** The members with a name, expertise cleaned to non-empty strings, duplicates (same id) dropped. */
export function shownMembers(team: unknown): ShownMember[] {
  if (!Array.isArray(team)) return [];
  const seen = new Set<string>();
  const members: ShownMember[] = [];
  for (const item of team) {
    if (!item || typeof item !== 'object') continue;
    const member = item as TeamMember;
    const name = typeof member.name === 'string' ? member.name.trim() : '';
    if (!name) continue;
    const id = typeof member._id === 'string' ? member._id : name;
    if (seen.has(id)) continue;
    seen.add(id);
    members.push({ ...member, name, expertise: textList(member.expertise, { distinct: true }) });
  }
  return members;
}

/** SPEC §2: filter chips — 'All' plus each expertise value, in the order they first appear. */
export function expertiseOptions(members: ShownMember[]): string[] {
  return [ALL_EXPERTISE, ...new Set(members.flatMap((member) => member.expertise))];
}

/** SPEC §4 team filter: everyone for 'All' (or an unknown value), else those with that expertise. */
export function filterTeam(members: ShownMember[], expertise: string | null | undefined): ShownMember[] {
  if (!expertise || expertise === ALL_EXPERTISE) return members;
  return members.filter((member) => member.expertise.includes(expertise));
}
