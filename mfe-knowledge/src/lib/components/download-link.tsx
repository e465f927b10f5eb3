import { useKnowledgeMessages } from '../messages';
import styles from './download-link.module.css';

export interface DownloadAsset {
  url: string;
  filename: string | null;
  size: number | null;
}

export function FileIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13h8v1.5H8V13Zm0 3h8v1.5H8V16Z"
      />
    </svg>
  );
}

/** A download link; its accessible name says what it downloads. */
export function DownloadLink({
  asset,
  title,
  label,
  className = 'qe-btn qe-btn--secondary qe-btn--small',
}: {
  asset: DownloadAsset;
  title: string;
  label?: string;
  className?: string;
}) {
  const t = useKnowledgeMessages();
  return (
    <a
      className={className}
      href={asset.url}
      download={asset.filename ?? ''}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('downloads.linkLabel', { label: label ?? t('downloads.download'), title })}
    >
      {label ?? t('downloads.download')}
    </a>
  );
}
