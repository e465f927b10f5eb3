import { useId } from 'react';
import { useKnowledgeMessages } from '../messages';
import type { DownloadView } from '../post';
import { DownloadLink, FileIcon } from './download-link';
import styles from './download-list.module.css';
import { FileDetails } from './file-details';

/** A post's downloads: title, description, file name and size in KB (SPEC §9), and a link. */
export function DownloadList({
  downloads,
  headingLevel = 2,
}: {
  downloads: DownloadView[];
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const t = useKnowledgeMessages();
  if (downloads.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.downloads} aria-labelledby={id}>
      <Heading id={id} className={styles.heading}>
        {t('downloads.title')}
      </Heading>
      <ul className={styles.list}>
        {downloads.map((download) => (
          <li key={download.key} className={styles.item}>
            <FileIcon />
            <div className={styles.text}>
              <span className={styles.title}>{download.title}</span>
              {download.description ? (
                <span className={styles.description}>{download.description}</span>
              ) : null}
              <FileDetails className={styles.meta} filename={download.filename} size={download.size} />
            </div>
            <DownloadLink asset={download} title={download.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}
