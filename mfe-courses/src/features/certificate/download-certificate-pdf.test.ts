import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateData } from './certificate-data';
import { CANVAS_SIZE, downloadCertificatePdf, loadImage } from './download-certificate-pdf';
import { recordingContext } from './recording-context';

const DATA: CertificateData = {
  learnerName: 'Zoë Ahmed',
  courseTitle: 'Zakat 101',
  courseSlug: 'zakat-101',
  completedAt: '2026-11-22',
  issuer: 'QuantEthic',
  sealText: 'Certificate of Completion',
  logo: { url: 'https://cdn.test/logo.png', alt: 'QuantEthic logo' },
  signature: null,
};

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** What canvas.toBlob would give: a JPEG blob. */
const jpegBlob = () =>
  ({ type: 'image/jpeg', size: JPEG.length, arrayBuffer: async () => JPEG.slice().buffer }) as Blob;

/** jsdom has neither a 2D context nor object URLs: stand-ins for both, recording what happens. */
function fakeBrowser({ blob = jpegBlob() as Blob | null } = {}) {
  const drawing = recordingContext();
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    Object.assign(drawing.ctx, { canvas: this });
    return drawing.ctx;
  } as unknown as HTMLCanvasElement['getContext']);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback) => queueMicrotask(() => callback(blob)));
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((file: Blob) => {
    saved.push(file);
    return 'blob:http://localhost/certificate';
  });
  URL.revokeObjectURL = vi.fn();
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
    expect(this.isConnected).toBe(true); // Firefox only follows links that are in the document
  });
  return { drawing, getContext, toBlob, saved, clicked };
}

const originalUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  URL.createObjectURL = originalUrl.create;
  URL.revokeObjectURL = originalUrl.revoke;
});

describe('downloadCertificatePdf', () => {
  it('draws the certificate at 300 dpi, wraps the JPEG in a PDF and downloads it', async () => {
    const browser = fakeBrowser();
    await downloadCertificatePdf(DATA);

    expect(browser.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
    expect(browser.drawing.textOf()).toContain('Zoë Ahmed');
    // The logo cannot load here (no decode() in jsdom): the drawn emblem stands in.
    expect(browser.drawing.textOf()).toContain('QE');

    const [file] = browser.saved;
    expect(file?.type).toBe('application/pdf');
    const pdf = await readBlob(file as Blob);
    const text = latin1(pdf);
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text).toContain(`/Width ${CANVAS_SIZE.width} /Height ${CANVAS_SIZE.height}`);
    expect(text).toContain(latin1(JPEG));
    expect(text).toContain('/Author <FEFF');

    const [link] = browser.clicked;
    expect(link?.download).toBe('quantethic-certificate-zakat-101.pdf');
    expect(link?.href).toBe('blob:http://localhost/certificate');
    expect(link?.isConnected).toBe(false);

    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/certificate');
  });

  it('rejects without a 2D context, before downloading anything', async () => {
    const browser = fakeBrowser();
    browser.getContext.mockReturnValue(null);
    await expect(downloadCertificatePdf(DATA)).rejects.toThrow('Canvas 2D is not supported');
    expect(browser.clicked).toEqual([]);
  });

  it('rejects when the canvas cannot be encoded', async () => {
    const browser = fakeBrowser({ blob: null });
    await expect(downloadCertificatePdf(DATA)).rejects.toThrow('could not be encoded');
    expect(browser.clicked).toEqual([]);
  });

  it('rejects when the JPEG cannot be read', async () => {
    const broken = { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    fakeBrowser({ blob: broken });
    await expect(downloadCertificatePdf(DATA)).rejects.toThrow('NotReadableError');
  });

  it('rejects when encoding throws (a tainted canvas)', async () => {
    const browser = fakeBrowser();
    browser.toBlob.mockImplementation(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    });
    await expect(downloadCertificatePdf(DATA)).rejects.toThrow('Tainted');
  });
});

describe('loadImage', () => {
  const decode = (result: Promise<void>) =>
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
      Object.defineProperties(this, { naturalWidth: { value: 320 }, naturalHeight: { value: 160 } });
      return result;
    });

  it('loads with CORS and returns the decoded image and its size', async () => {
    HTMLImageElement.prototype.decode ??= () => Promise.resolve();
    decode(Promise.resolve());
    const loaded = await loadImage('https://cdn.test/logo.png');
    expect(loaded).toMatchObject({ width: 320, height: 160 });
    const img = loaded?.source as HTMLImageElement;
    expect(img.crossOrigin).toBe('anonymous');
    expect(img.src).toBe('https://cdn.test/logo.png');
  });

  it('is null when the image fails or takes too long', async () => {
    HTMLImageElement.prototype.decode ??= () => Promise.resolve();
    decode(Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError')));
    expect(await loadImage('https://cdn.test/broken.png')).toBeNull();

    decode(new Promise(() => {}));
    const pending = loadImage('https://cdn.test/slow.png', 5000);
    vi.advanceTimersByTime(5000);
    expect(await pending).toBeNull();
  });
});
