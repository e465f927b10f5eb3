import { isRecord, recordList, text } from '@quantethic/kit/content';
import type { FurtherReading, Material } from '@quantethic/shared';
import { safeHttpUrl } from '@quantethic/shared';
import { useLearnMessages } from '../learn-messages';
import { BlockList, type LanguageMarks, LessonBlock } from './lesson-block';
import styles from './resources.module.css';

/** SPEC §9: document size in KB (size / 1024, rounded). */
export function sizeInKb(size: unknown): number | null {
  return typeof size === 'number' && Number.isFinite(size) && size > 0
    ? Math.max(1, Math.round(size / 1024))
    : null;
}

function fileExtension(name: string | null): string | null {
  const match = name ? /\.([a-z0-9]{1,5})$/i.exec(name) : null;
  return match?.[1] ? match[1].toUpperCase() : null;
}

function MaterialItem({ material }: { material: Material }) {
  const t = useLearnMessages();
  if (material._type === 'file') {
    const asset = isRecord(material.asset) ? material.asset : null;
    const href = safeHttpUrl(asset?.url);
    const filename = text(asset?.originalFilename);
    const title = text(material.title) ?? filename ?? t('resources.download');
    if (!href) return <li>{t('resources.fileUnavailable', { title })}</li>;
    const size = sizeInKb(asset?.size);
    const details = [fileExtension(filename), size ? t('resources.kb', { size }) : null]
      .filter(Boolean)
      .join(', ');
    return (
      <li>
        <a href={href} download={filename ?? true}>
          {title}
        </a>
        {details ? <span className={styles.muted}> ({details})</span> : null}
      </li>
    );
  }
  const href = safeHttpUrl(material.url);
  const title =
    text(material.title) ??
    (material._type === 'googleSheetLink' ? t('resources.googleSheet') : t('resources.link'));
  if (!href) return <li>{t('resources.linkUnavailable', { title })}</li>;
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {title}
        <span className="qe-visually-hidden">{t('resources.newTab')}</span>
      </a>
      {material._type === 'googleSheetLink' ? (
        <span className={styles.muted}> ({t('resources.googleSheet')})</span>
      ) : null}
    </li>
  );
}

const isMaterial = (value: Record<string, unknown>): value is Material =>
  value._type === 'file' || value._type === 'googleSheetLink' || value._type === 'link';

export function Materials({ materials, headingLevel = 3 }: { materials: unknown; headingLevel?: 3 | 4 }) {
  const t = useLearnMessages();
  const items = recordList<Record<string, unknown>>(materials).filter(isMaterial);
  if (items.length === 0) return null;
  return (
    <LessonBlock
      title={t('resources.materials')}
      label={t('resources.materials')}
      headingLevel={headingLevel}
    >
      <BlockList>
        {items.map((material, index) => (
          <MaterialItem key={text(material._key) ?? index} material={material} />
        ))}
      </BlockList>
    </LessonBlock>
  );
}

export function FurtherReadings({ readings, headingLevel = 3 }: { readings: unknown; headingLevel?: 3 | 4 }) {
  const t = useLearnMessages();
  const items = recordList<FurtherReading>(readings).filter(
    (reading) => text(reading.title) || safeHttpUrl(reading.url),
  );
  if (items.length === 0) return null;
  return (
    <LessonBlock
      title={t('resources.furtherReading')}
      label={t('resources.furtherReading')}
      headingLevel={headingLevel}
    >
      <BlockList>
        {items.map((reading, index) => {
          const href = safeHttpUrl(reading.url);
          const title = text(reading.title) ?? href ?? t('resources.reading');
          return (
            <li key={text(reading._key) ?? index}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {title}
                  <span className="qe-visually-hidden">{t('resources.newTab')}</span>
                </a>
              ) : (
                title
              )}
              {text(reading.description) ? (
                <p className={styles.readingText}>{text(reading.description)}</p>
              ) : null}
            </li>
          );
        })}
      </BlockList>
    </LessonBlock>
  );
}

/** Plain text with blank lines as paragraph breaks; `lang`, `dir`: its language when not the page's. */
export function Paragraphs({ value, ...language }: { value: string | null } & LanguageMarks) {
  if (!value) return null;
  return (
    <div className={styles.prose} {...language}>
      {value.split(/\n\s*\n/).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order.
        <p key={index}>{paragraph.trim()}</p>
      ))}
    </div>
  );
}
