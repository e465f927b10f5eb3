import { isRecord, text } from '@quantethic/kit/content';
import { safeHttpUrl } from '@quantethic/shared';
import { createContext, useContext, useRef } from 'react';
import { type DownloadAsset, DownloadLink, FileIcon } from '../components/download-link';
import { FileDetails } from '../components/file-details';
import { useNearViewport } from '../use-near-viewport';
import styles from './body.module.css';
import { useBodyMessages } from './body-messages';
import { slidesEmbedSrc } from './slides-src';

type Asset = DownloadAsset;

/**
 * Whether the body may embed frames (the PDF viewer, slides). Not inside a dialog (the hub's
 * preview): a frame keeps the keys pressed in it, so the dialog could not hold the focus — Tab
 * through Chromium's PDF viewer leaves the dialog. There each block keeps its links.
 */
export const FramesAllowed = createContext(true);

/** A file asset as the post query expands it ({url, originalFilename, size}), or null. */
export function assetOf(value: unknown): Asset | null {
  if (!isRecord(value)) return null;
  const url = safeHttpUrl(value.url);
  if (!url) return null;
  const size = typeof value.size === 'number' && Number.isFinite(value.size) ? value.size : null;
  return { url, filename: text(value.originalFilename), size };
}

const fileAsset = (file: unknown) => (isRecord(file) ? assetOf(file.asset) : null);

/** A file block: title, file name and size, and a download link. */
export function FileBlock({ value }: { value: unknown }) {
  const block = isRecord(value) ? value : {};
  const t = useBodyMessages();
  const asset = assetOf(block.asset);
  if (!asset) return null;
  const title = text(block.title) ?? asset.filename ?? t('blocks.attachedFile');
  return (
    <div className={styles.file}>
      <FileIcon />
      <div className={styles.fileText}>
        <span className={styles.fileTitle}>{title}</span>
        <FileDetails className={styles.fileMeta} filename={asset.filename} size={asset.size} />
      </div>
      <DownloadLink asset={asset} title={title} />
    </div>
  );
}

/** A PDF document: title, description, an inline viewer and a download link. */
export function PdfBlock({ value }: { value: unknown }) {
  // A prerendered page (deploy time) keeps the viewer's place; the viewer itself loads once the
  // page is live and a reader nears it: a browser's PDF viewer is heavy (Chromium's runs ~600 KB
  // of script), and a lazy frame's own distance threshold is thousands of pixels on slow networks.
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const frames = useContext(FramesAllowed);
  const block = isRecord(value) ? value : {};
  const t = useBodyMessages();
  const asset = fileAsset(block.file);
  if (!asset) return null;
  const title = text(block.title) ?? asset.filename ?? t('blocks.pdfDocument');
  const description = text(block.description);
  return (
    <figure className={styles.document}>
      <figcaption className={styles.documentCaption}>
        <span className={styles.fileTitle}>{title}</span>
        {description ? <span className={styles.documentDescription}>{description}</span> : null}
      </figcaption>
      {!frames ? null : near ? (
        <iframe
          className={styles.pdfFrame}
          src={asset.url}
          title={t('blocks.pdfViewer', { title })}
          loading="lazy"
        />
      ) : (
        <div className={styles.pdfFrame} ref={place} />
      )}
      <div className={styles.documentActions}>
        <DownloadLink asset={asset} title={title} label={t('downloads.pdf')} />
        <FileDetails className={styles.fileMeta} filename={asset.filename} size={asset.size} />
      </div>
    </figure>
  );
}

/**
 * Slides: embedded only from an https URL (slidesUrl, or the src of the iframe in embedCode —
 * its HTML is never injected), in a sandboxed frame; a download link when `downloadable`.
 */
export function SlidesBlock({ value }: { value: unknown }) {
  const block = isRecord(value) ? value : {};
  const t = useBodyMessages();
  const src = slidesEmbedSrc(block.slidesUrl, block.embedCode);
  const asset = block.downloadable === true ? fileAsset(block.file) : null;
  const title = text(block.title) ?? t('blocks.slides');
  // As the PDF viewer: the embed loads when the page is live and a reader nears it.
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const frames = useContext(FramesAllowed);
  if (!src && !asset) {
    return (
      <p className={styles.note} role="note">
        {t('blocks.slidesUnavailable', { title })}
      </p>
    );
  }
  return (
    <figure className={styles.document}>
      <figcaption className={styles.documentCaption}>
        <span className={styles.fileTitle}>{title}</span>
      </figcaption>
      {src && frames ? (
        <div className={styles.slidesFrame} ref={place}>
          {/* Prerendered pages keep the frame's place; the embed loads with the live page. */}
          {near ? (
            <iframe
              src={src}
              title={t('blocks.slidesFrame', { title })}
              loading="lazy"
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
              allow="fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : null}
        </div>
      ) : null}
      <div className={styles.documentActions}>
        {asset ? <DownloadLink asset={asset} title={title} label={t('downloads.slides')} /> : null}
        {asset ? (
          <FileDetails className={styles.fileMeta} filename={asset.filename} size={asset.size} />
        ) : null}
        {src ? (
          <a href={src} target="_blank" rel="noopener noreferrer">
            {t('blocks.openSlides')}
            <span className="qe-visually-hidden">{t('blocks.openSlidesTitle', { title })}</span>
          </a>
        ) : null}
      </div>
    </figure>
  );
}
