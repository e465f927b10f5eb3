import { fallbackLanguage } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { memo } from 'react';
import { useKnowledgeMessages } from '../../../lib/messages';
import type { TagCount } from '../tag-index';
import styles from './tag-filter.module.css';

export interface TagFilterProps {
  tags: TagCount[];
  total: number;
  /** The selected tag, or null for 'All'. */
  selected: string | null;
  onSelect: (tag: string | null) => void;
}

function Count({ value }: { value: number }) {
  const t = useKnowledgeMessages();
  return (
    <span className={styles.count}>
      <span className="qe-visually-hidden">, </span>
      {value}
      <span className="qe-visually-hidden">{t('hub.tagCount', { count: value })}</span>
    </span>
  );
}

/** 'All' plus every tag, as toggle buttons (the choice lives in the URL). */
export const TagFilter = memo(function TagFilter({ tags, total, selected, onSelect }: TagFilterProps) {
  const t = useKnowledgeMessages();
  const locale = useLocale();
  return (
    <fieldset className={styles.filter}>
      <legend className="qe-visually-hidden">{t('hub.filterLegend')}</legend>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {t('hub.all')}
        <Count value={total} />
      </button>
      {tags.map((tag) => (
        <button
          key={tag.name}
          type="button"
          className={styles.chip}
          aria-pressed={selected === tag.name}
          onClick={() => onSelect(tag.name)}
        >
          <span {...fallbackLanguage(tag, locale)}>{tag.name}</span>
          <Count value={tag.count} />
        </button>
      ))}
    </fieldset>
  );
});
