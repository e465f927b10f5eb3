import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, fallbackLanguage, recordList, text } from '@quantethic/kit/content';
import { type Person, useLocale } from '@quantethic/shared';
import { image } from '../content';
import { useCoursesMessages } from '../messages';
import styles from './instructors.module.css';

/** A course's instructors: `instructors`, plus `instructor` when it is not already listed. */
export function courseInstructors(course: { instructor?: unknown; instructors?: unknown }): Person[] {
  const all = [...recordList<Person>(course.instructors), ...recordList<Person>([course.instructor])];
  const seen = new Set<string>();
  return all.filter((person) => {
    const key = text(person._id) ?? text(person.name);
    if (!key) return false;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 'Amina Hassan, Yusuf Rahman', or null when no instructor has a name. */
export function instructorNames(people: Person[]): string | null {
  const names = people.map((person) => text(person.name)).filter(Boolean);
  return names.length ? names.join(', ') : null;
}

export interface InstructorsProps {
  people: Person[];
  /** Show each instructor's bio (the course page) or only name and role (the course panel). */
  showBio?: boolean;
}

/** Instructor cards: avatar (placeholder when missing or broken), name, role and bio. */
export function Instructors({ people, showBio = false }: InstructorsProps) {
  const t = useCoursesMessages();
  const locale = useLocale();
  if (people.length === 0) return <p className="qe-muted">{t('instructors.none')}</p>;
  return (
    <ul className={styles.list}>
      {people.map((person, index) => {
        const name = text(person.name);
        const role = text(person.role);
        const bio = showBio ? text(person.bio) : null;
        // A team member not translated yet is shown in English, and says so.
        const inLanguage = fallbackLanguage(person, locale);
        return (
          <li key={text(person._id) ?? index} className={styles.person}>
            <ContentImage
              className={styles.avatar}
              image={image(person.image)}
              fallback={DEFAULT_IMAGES.avatar}
              alt=""
              widths={[96, 192]}
              sizes="3rem"
              width={48}
              height={48}
            />
            <div>
              {name ? (
                <p className={styles.name} {...inLanguage}>
                  {name}
                </p>
              ) : (
                <p className={styles.name}>{t('instructors.fallback')}</p>
              )}
              {role ? (
                <p className={styles.role} {...inLanguage}>
                  {role}
                </p>
              ) : null}
              {bio ? (
                <p className={styles.bio} {...inLanguage}>
                  {bio}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
