import { useRemoteProps } from '@quantethic/shared';
import { useEffect, useRef, useState } from 'react';
import { useKnowledgeMessages } from '../../../lib/messages';
import { pageUrl, shareLinks } from '../../../lib/share';
import styles from './share-buttons.module.css';

/** SPEC §9: how long 'Link copied!' shows. */
export const LINK_COPIED_MS = 2000;

const ICONS = {
  twitter:
    'M17.75 3h3.07l-6.71 7.67L22 21h-6.18l-4.84-6.33L5.44 21H2.37l7.18-8.2L2 3h6.34l4.37 5.78L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.57L16.67 19.2Z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.97c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.63V21h-4V9.75Z',
  facebook:
    'M13.5 21v-7.5h2.53l.38-2.94H13.5V8.69c0-.85.24-1.43 1.46-1.43h1.55V4.63A20.7 20.7 0 0 0 14.25 4.5c-2.24 0-3.77 1.37-3.77 3.88v2.18H7.95v2.94h2.53V21h3.02Z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.4-3.4a3 3 0 1 1 4.24 4.24l-2.12 2.12a1 1 0 1 1-1.42-1.41l2.13-2.12a1 1 0 0 0-1.42-1.42L12 13.4a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4L10 15.4a3 3 0 1 1-4.24-4.24l2.12-2.12a1 1 0 0 1 1.42 1.41l-2.13 2.12a1 1 0 0 0 1.42 1.42L12 10.6a1 1 0 0 1 1.4 0Z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className={styles.shareIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ICONS[name]} />
    </svg>
  );
}

const NETWORKS = [
  { key: 'twitter', label: 'Twitter' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'facebook', label: 'Facebook' },
] as const;

/**
 * Share on Twitter, LinkedIn and Facebook (new tabs), and copy the link ('Link copied!' for
 * 2 s). The shared URL is the configured site URL (or this origin) plus the article's path.
 */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const { config, bus } = useRemoteProps();
  const url = pageUrl(config.siteUrl, path);
  const links = shareLinks(url, title);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | null>(null);
  const t = useKnowledgeMessages();

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
    } catch {
      bus.emit('toast', {
        kind: 'error',
        message: t('share.copyFailed'),
      });
      return;
    }
    setCopied(true);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setCopied(false);
    }, LINK_COPIED_MS);
  };

  return (
    <div className={styles.share}>
      <span className={styles.shareLabel}>{t('share.label')}</span>
      {NETWORKS.map((network) => (
        <a
          key={network.key}
          className={`${styles.shareButton} ${styles[network.key]}`}
          href={links[network.key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('share.on', { network: network.label })}
        >
          <Icon name={network.key} />
          {network.label}
        </a>
      ))}
      <button type="button" className={`${styles.shareButton} ${styles.copy}`} onClick={copy}>
        <Icon name="link" />
        {copied ? t('share.copied') : t('share.copy')}
      </button>
      <span className="qe-visually-hidden" role="status">
        {copied ? t('share.copied') : ''}
      </span>
    </div>
  );
}
