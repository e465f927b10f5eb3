import { useId } from 'react';
import { levelLabel } from '../../../lib/levels';
import { useCatalogueMessages } from '../catalogue-messages';
import { ALL_LEVELS } from '../filter-courses';
import styles from './catalogue-controls.module.css';

export interface CatalogueControlsProps {
  search: string;
  onSearch: (value: string) => void;
  /** Level entries after 'All Courses' (empty while the catalogue loads). */
  levels: string[];
  level: string | null;
  onLevel: (level: string | null) => void;
}

/** The search box and the level filter (SPEC §2). */
export function CatalogueControls({ search, onSearch, levels, level, onLevel }: CatalogueControlsProps) {
  const id = useId();
  const t = useCatalogueMessages();
  const entries = [ALL_LEVELS, ...levels];
  // A level from a shared link that no course has any more still shows as selected.
  if (level && !levels.includes(level) && levels.length) entries.push(level);
  return (
    <div className={styles.controls}>
      <div className={styles.search}>
        <label htmlFor={`${id}-search`}>{t('controls.search')}</label>
        <input
          id={`${id}-search`}
          className="qe-input"
          type="search"
          value={search}
          placeholder={t('controls.placeholder')}
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {levels.length ? (
        <fieldset className={styles.levels}>
          <legend>{t('controls.level')}</legend>
          <div className={styles.chips}>
            {entries.map((entry) => {
              const selected = entry === ALL_LEVELS ? level === null : entry === level;
              return (
                <button
                  key={entry}
                  type="button"
                  className={`${styles.chip} ${selected ? styles.selected : ''}`}
                  aria-pressed={selected}
                  onClick={() => onLevel(entry === ALL_LEVELS ? null : entry)}
                >
                  {selected ? (
                    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                      <path d="M6.2 11.6 2.9 8.3l1.1-1.1 2.2 2.2 5.8-5.8 1.1 1.1z" />
                    </svg>
                  ) : null}
                  {entry === ALL_LEVELS ? t('controls.allLevels') : levelLabel(entry, t)}
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
