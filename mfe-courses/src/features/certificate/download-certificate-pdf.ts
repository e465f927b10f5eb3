/**
 * 'Download PDF': loads the content images, builds the PDF (certificate-pdf.ts) and saves it.
 * This module, the PDF library and the fonts are loaded only when a learner asks for the PDF
 * (certificate-view.tsx imports it on click): the course pages do not pay for them.
 */
import type { CertificateData } from './certificate-data';
import type { FontFile } from './certificate-fonts';
import { certificateFileName } from './certificate-format';
import {
  buildCertificatePdf,
  type CssFont,
  cssFont,
  PICTURE_LINE_HEIGHT,
  type TextPictures,
} from './certificate-pdf';
import { textDirection } from './fit-text';

/** How long an image may take before the certificate is made without it. */
const IMAGE_TIMEOUT_MS = 8000;
/** Images are re-encoded at most this wide or high (px): 4× the seal's size in points. */
const MAX_IMAGE_PX = 800;

/**
 * The image at `url`, decoded, or null when it cannot be used (error, timeout, no CORS).
 * Same CORS mode as the page's <img> (crossOrigin), so the browser reuses one cached response;
 * without CORS headers the load fails rather than tainting the canvas it is re-encoded on.
 */
export async function loadImage(url: string, timeoutMs = IMAGE_TIMEOUT_MS): Promise<HTMLImageElement | null> {
  const img = new Image();
  img.crossOrigin = 'anonymous';
  img.src = url;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const decoded = img
      .decode()
      .then(() => (img.naturalWidth > 0 && img.naturalHeight > 0 ? img : null))
      .catch(() => null);
    return await Promise.race([decoded, timeout]);
  } catch {
    return null; // no decode() (old browsers, jsdom): draw the default instead
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The image as PNG bytes for the PDF, or null. Content images may be WebP, AVIF or SVG
 * (whatever the image CDN serves); the browser decodes them and a canvas re-encodes them as
 * PNG, which keeps transparency.
 */
export async function imagePng(url: string, timeoutMs = IMAGE_TIMEOUT_MS): Promise<Uint8Array | null> {
  const img = await loadImage(url, timeoutMs);
  if (!img) return null;
  try {
    const scale = Math.min(1, MAX_IMAGE_PX / Math.max(img.naturalWidth, img.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch (error) {
    console.warn('[certificate] an image could not be re-encoded; drawing the default', error);
    return null;
  }
}

/** Pixels per point of a text picture: about 290 dpi, sharp in print. */
const PICTURE_SCALE = 4;

function canvasPng(canvas: HTMLCanvasElement): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) return resolve(null);
      blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
    }, 'image/png');
  });
}

/**
 * Text pictures drawn by the browser's own text engine (canvas 2D, the page's fonts and the
 * system's), for scripts the embedded fonts lack. Without a 2D canvas: an estimate, no picture.
 */
export function canvasTextPictures(): TextPictures {
  const measuring = document.createElement('canvas').getContext('2d');
  return {
    measure(text: string, font: CssFont, size: number) {
      if (!measuring) return Array.from(text).length * size * 0.6;
      measuring.font = cssFont(font, size);
      return measuring.measureText(text).width;
    },
    async draw(text: string, font: CssFont, size: number, width: number, color: string) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.ceil(width * PICTURE_SCALE));
      canvas.height = Math.ceil(size * PICTURE_LINE_HEIGHT * PICTURE_SCALE);
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      ctx.scale(PICTURE_SCALE, PICTURE_SCALE);
      ctx.font = cssFont(font, size);
      ctx.fillStyle = color;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.direction = textDirection(text);
      ctx.fillText(text, width / 2, (size * PICTURE_LINE_HEIGHT) / 2);
      return canvasPng(canvas);
    },
  };
}

/** Saves bytes as a file through a temporary object URL and an <a download>. */
function saveFile(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers: wait a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface DownloadOptions {
  /** Reads a font file (default: fetched from the courses remote). */
  loadFont?: (file: FontFile) => Promise<Uint8Array>;
}

/**
 * Builds the certificate PDF and downloads it. Missing images fall back to the drawn defaults;
 * anything else that fails (a font that cannot be fetched) rejects, and the caller shows an
 * error that offers printing instead.
 */
export async function downloadCertificatePdf(
  data: CertificateData,
  options: DownloadOptions = {},
): Promise<void> {
  const [logo, signature] = await Promise.all([
    data.logo ? imagePng(data.logo.url) : null,
    data.signature ? imagePng(data.signature.url) : null,
  ]);
  // The page shows the certificate in the same fonts: they are loaded, or on their way.
  await document.fonts?.ready;
  const pdf = await buildCertificatePdf(data, {
    images: { logo, signature },
    pictures: canvasTextPictures(),
    ...(options.loadFont ? { loadFont: options.loadFont } : {}),
  });
  saveFile(pdf, certificateFileName(data.courseSlug), 'application/pdf');
}
