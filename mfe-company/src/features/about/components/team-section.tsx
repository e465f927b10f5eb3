import { useContent } from '@quantethic/kit/content';
import { useSearchParams } from '@quantethic/shared/router';
import { useMemo } from 'react';
import { getTeamMembers } from '../../../lib/api/get-team-members';
import { useAboutMessages } from '../about-messages';
import {
  ALL_EXPERTISE,
  expertiseOptions,
  filterTeam,
  type ShownMember,
  shownMembers,
} from '../lib/team-filter';
import { SectionTitle } from './section-title';
import { TeamCard } from './team-card';
import styles from './team-section.module.css';

/** The URL parameter that keeps the chosen expertise (shareable, survives a reload). */
export const EXPERTISE_PARAM = 'expertise';

function TeamGrid({ members }: { members: ShownMember[] }) {
  const [params, setParams] = useSearchParams();
  const t = useAboutMessages();
  const options = useMemo(() => expertiseOptions(members), [members]);
  const requested = params.get(EXPERTISE_PARAM);
  const active = requested && options.includes(requested) ? requested : ALL_EXPERTISE;
  const shown = filterTeam(members, active);

  const choose = (option: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (option === ALL_EXPERTISE) next.delete(EXPERTISE_PARAM);
        else next.set(EXPERTISE_PARAM, option);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      {options.length > 2 ? (
        <fieldset className={styles.filter}>
          <legend className="qe-visually-hidden">{t('team.filter')}</legend>
          {options.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.chip}
              aria-pressed={option === active}
              onClick={() => choose(option)}
            >
              {option === ALL_EXPERTISE ? t('team.all') : option}
            </button>
          ))}
        </fieldset>
      ) : null}
      <p className="qe-visually-hidden" role="status">
        {active === ALL_EXPERTISE
          ? t('team.showingAll', { count: shown.length })
          : t('team.showingExpertise', { count: shown.length, expertise: active })}
      </p>
      <ul className={styles.teamGrid}>
        {shown.map((member) => (
          <li key={member._id ?? member.name}>
            <TeamCard member={member} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** When the about page lists nobody, the team comes from the team members themselves. */
function AllTeamMembers() {
  const team = useContent(
    (client, signal, language) => getTeamMembers(client, signal, language),
    [],
    'team-members',
  );
  const t = useAboutMessages();
  if (team.status === 'loading') return <p className="qe-muted">{t('team.loading')}</p>;
  const members = team.status === 'ok' ? shownMembers(team.data) : [];
  if (members.length === 0) {
    return <p className="qe-muted">{t('team.soon')}</p>;
  }
  return <TeamGrid members={members} />;
}

/** 'Meet the Team': filter chips ('All' plus each expertise) and the team cards. */
export function TeamSection({ team }: { team: unknown }) {
  const members = useMemo(() => shownMembers(team), [team]);
  const t = useAboutMessages();
  return (
    <section className="qe-section" aria-labelledby="about-team" id="team">
      <div className="qe-container">
        <SectionTitle id="about-team">{t('team.title')}</SectionTitle>
        <p className="qe-section__intro">{t('team.intro')}</p>
        {members.length ? <TeamGrid members={members} /> : <AllTeamMembers />}
      </div>
    </section>
  );
}
