import type { CertificateData } from './certificate-data';
import { certificateFileName, certificatePdfInfo } from './certificate-format';
import { FONTS } from './certificate-layout';
import { type CertificateImage, type CertificateImages, drawCertificate } from './draw-certificate';
import { buildImagePdf } from './image-pdf';

/** A4 landscape at 300 dpi. */
export const CANVAS_SIZE = { width: 3508, height: 2480 } as const;
const JPEG_QUALITY = 0.92;
/** How long an image may take before the certificate is drawn without it. */
const IMAGE_TIMEOUT_MS = 8000;

/**
 * The image at `url`, decoded, or null when it cannot be used (error, timeout, no CORS).
 * crossOrigin keeps the canvas exportable: without it, a cross-origin image would "taint" the
 * canvas and toBlob would throw; with it, a server without CORS headers fails the load instead.
 */
export async function loadImage(url: string, timeoutMs = IMAGE_TIMEOUT_MS): Promise<CertificateImage | null> {
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
    const loaded = await Promise.race([decoded, timeout]);
    return loaded ? { source: loaded, width: loaded.naturalWidth, height: loaded.naturalHeight } : null;
  } catch {
    return null; // no decode() (old browsers, jsdom): draw the default instead
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits for the fonts the drawing uses. The site's fonts are only downloaded when something
 * uses them (and per unicode range), so each one is requested for the certificate's own text
 * before waiting for `document.fonts.ready`. A font that fails leaves its fallback in place.
 */
async function loadFonts(data: CertificateData): Promise<void> {
  const fonts = document.fonts;
  if (!fonts) return;
  const sample = [
    data.learnerName,
    data.courseTitle,
    data.issuer,
    data.sealText,
    'Certificate 0123456789',
  ].join(' ');
  const faces = [
    `700 32px ${FONTS.serif}`,
    `400 14px ${FONTS.sans}`,
    `600 14px ${FONTS.sans}`,
    `italic 400 24px ${FONTS.script}`,
  ];
  await Promise.allSettled(faces.map((face) => fonts.load(face, sample)));
  await fonts.ready;
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (!blob) return reject(new Error('The canvas could not be encoded as JPEG'));
        // Inside a promise chain, so that anything thrown here rejects instead of hanging.
        Promise.resolve(blob)
          .then((jpeg) => jpeg.arrayBuffer())
          .then((buffer) => resolve(new Uint8Array(buffer)), reject);
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
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

/**
 * Renders the certificate on a canvas, encodes it as JPEG, wraps it in a one-page PDF and
 * downloads it. Missing images fall back to the drawn defaults; anything else that fails
 * (no canvas 2D, encoding failure) rejects, and the caller shows an error.
 */
export async function downloadCertificatePdf(data: CertificateData): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = CANVAS_SIZE.width;
  canvas.height = CANVAS_SIZE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not supported');

  const [, logo, signature] = await Promise.all([
    loadFonts(data),
    data.logo ? loadImage(data.logo.url) : null,
    data.signature ? loadImage(data.signature.url) : null,
  ]);
  const images: CertificateImages = { logo, signature };
  drawCertificate(ctx, data, images);

  const jpeg = await canvasToJpeg(canvas);
  const pdf = buildImagePdf({
    jpeg,
    widthPx: canvas.width,
    heightPx: canvas.height,
    info: certificatePdfInfo(data),
  });
  saveFile(pdf, certificateFileName(data.courseSlug), 'application/pdf');
  // Release the canvas memory now rather than at garbage collection (matters on phones).
  canvas.width = 0;
  canvas.height = 0;
}
