// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_EXPERTISE, expertiseOptions, filterTeam, shownMembers } from './team-filter';

const team = shownMembers([
  { _id: 'a', name: 'Amina', expertise: ['Islamic Finance', 'Financial Modelling'] },
  { _id: 'd', name: 'Daniel', expertise: ['Python', 'Risk Management'] },
  { _id: 'o', name: 'Omar', expertise: ['Financial Modelling', 'Risk Management', 'Risk Management'] },
  { _id: 'n', name: 'No expertise' },
  { _id: 'x', name: '  ' },
  { _id: 'a', name: 'Amina again' },
  null,
]);

describe('team expertise filter (SPEC §4)', () => {
  it('keeps named members once, with clean expertise', () => {
    expect(team.map((m) => m.name)).toEqual(['Amina', 'Daniel', 'Omar', 'No expertise']);
    expect(team[2]?.expertise).toEqual(['Financial Modelling', 'Risk Management']);
    expect(team[3]?.expertise).toEqual([]);
  });

  it("offers 'All' plus each expertise value once, in order of appearance", () => {
    expect(expertiseOptions(team)).toEqual([
      ALL_EXPERTISE,
      'Islamic Finance',
      'Financial Modelling',
      'Python',
      'Risk Management',
    ]);
  });

  it("'All' (or nothing) shows everyone; an expertise shows those who have it", () => {
    expect(filterTeam(team, ALL_EXPERTISE)).toHaveLength(4);
    expect(filterTeam(team, null)).toHaveLength(4);
    expect(filterTeam(team, 'Risk Management').map((m) => m.name)).toEqual(['Daniel', 'Omar']);
    expect(filterTeam(team, 'Sukuk')).toEqual([]);
  });
});
