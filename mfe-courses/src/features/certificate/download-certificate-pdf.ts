/**
 * 'Download PDF': loads the content images, builds the PDF (certificate-pdf.ts) and saves it.
 * This module, the PDF library and the fonts are loaded only when a learner asks for the PDF
 * (certificate-view.tsx imports it on click): the course pages do not pay for them.
 */
import type { CertificateData } from './certificate-data';
import type { FontFile } from './certificate-fonts';
import { certificateFileName } from './certificate-format';
import { buildCertificatePdf } from './certificate-pdf';

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
  const pdf = await buildCertificatePdf(data, {
    images: { logo, signature },
    ...(options.loadFont ? { loadFont: options.loadFont } : {}),
  });
  saveFile(pdf, certificateFileName(data.courseSlug), 'application/pdf');
}
