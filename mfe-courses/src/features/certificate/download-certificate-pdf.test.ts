import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateData } from './certificate-data';
import { canvasTextPictures, downloadCertificatePdf, imagePng, loadImage } from './download-certificate-pdf';
import { readFontFile, readPdf, solidPng } from './pdf-reader';

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

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** jsdom has no object URLs: stand-ins recording what is saved, and the links clicked. */
function fakeDownloads() {
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
  return { saved, clicked };
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
  it('downloads a PDF with the certificate as text, under the course’s file name', async () => {
    const downloads = fakeDownloads();
    await downloadCertificatePdf(DATA, { loadFont: readFontFile });

    const [file] = downloads.saved;
    expect(file?.type).toBe('application/pdf');
    const pdf = await readPdf(await readBlob(file as Blob));
    expect(pdf.text).toContain('Zoë Ahmed');
    expect(pdf.text).toContain('Zakat 101');
    // The logo cannot load here (no image decoding in jsdom): the issuer's initials stand in.
    expect(pdf.items.map((item) => item.str)).toContain('QE');
    expect(pdf.images).toBe(0);

    const [link] = downloads.clicked;
    expect(link?.download).toBe('quantethic-certificate-zakat-101.pdf');
    expect(link?.href).toBe('blob:http://localhost/certificate');
    expect(link?.isConnected).toBe(false);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/certificate');
  });

  it('downloads an Arabic certificate under the same file name, in Arabic', async () => {
    const downloads = fakeDownloads();
    // pdf-lib writes a larger file (two more fonts) in chunks, waiting a tick between them.
    vi.useRealTimers();
    await downloadCertificatePdf({ ...DATA, locale: 'ar' }, { loadFont: readFontFile });
    const pdf = await readPdf(await readBlob(downloads.saved[0] as Blob));
    expect(pdf.items.map((item) => item.str)).toContain('شهادة إتمام');
    expect(pdf.info.Language).toBe('ar');
    expect(downloads.clicked[0]?.download).toBe('quantethic-certificate-zakat-101.pdf');
  });

  it('fetches the fonts from their URLs, and rejects before downloading anything when one fails', async () => {
    const downloads = fakeDownloads();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Not found', { status: 404 }));
    await expect(downloadCertificatePdf(DATA)).rejects.toThrow(/^Font [a-z-]+\d{3}-normal: HTTP 404$/);
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/inter-latin-400-normal\.woff$/));
    expect(downloads.clicked).toEqual([]);
  });
});

describe('loadImage', () => {
  const decode = (result: Promise<void>) =>
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
      Object.defineProperties(this, { naturalWidth: { value: 320 }, naturalHeight: { value: 160 } });
      return result;
    });

  it('loads with CORS and returns the decoded image', async () => {
    HTMLImageElement.prototype.decode ??= () => Promise.resolve();
    decode(Promise.resolve());
    const img = await loadImage('https://cdn.test/logo.png');
    expect(img?.naturalWidth).toBe(320);
    expect(img?.crossOrigin).toBe('anonymous');
    expect(img?.src).toBe('https://cdn.test/logo.png');
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

describe('imagePng', () => {
  /** A decodable image and a 2D canvas (jsdom has neither); toBlob gives `blob`. */
  function fakeCanvas(blob: Blob | null) {
    HTMLImageElement.prototype.decode ??= () => Promise.resolve();
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
      Object.defineProperties(this, { naturalWidth: { value: 1600 }, naturalHeight: { value: 400 } });
      return Promise.resolve();
    });
    const drawImage = vi.fn();
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => queueMicrotask(() => callback(blob)));
    return { drawImage, getContext, toBlob };
  }

  it('re-encodes the decoded image as PNG, at most 800 px on its longer side', async () => {
    const png = solidPng(2, 1, [0, 0, 0, 255]);
    const blob = { arrayBuffer: async () => png.slice().buffer } as Blob;
    const canvas = fakeCanvas(blob);
    expect(await imagePng('https://cdn.test/logo.webp')).toEqual(png);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 0, 800, 200);
  });

  it('is null when the canvas cannot encode it, or there is no 2D canvas', async () => {
    const canvas = fakeCanvas(null);
    expect(await imagePng('https://cdn.test/logo.png')).toBeNull();
    canvas.getContext.mockReturnValue(null);
    expect(await imagePng('https://cdn.test/logo.png')).toBeNull();
  });

  it('is null (and logged) when encoding throws: a canvas tainted by an image without CORS', async () => {
    const canvas = fakeCanvas(null);
    canvas.toBlob.mockImplementation(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await imagePng('https://cdn.test/logo.png')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[certificate] an image could not be re-encoded; drawing the default',
      expect.any(DOMException),
    );
  });
});

describe('canvasTextPictures', () => {
  it('measures and draws with the page’s fonts, right to left where the text is, as PNG', async () => {
    const calls: { font: string; direction: string; text: string; x: number; y: number }[] = [];
    const ctx = {
      font: '',
      direction: 'ltr',
      fillStyle: '',
      textAlign: '',
      textBaseline: '',
      scale: vi.fn(),
      measureText: (text: string) => ({ width: Array.from(text).length * 10 }),
      fillText(text: string, x: number, y: number) {
        calls.push({ font: this.font, direction: this.direction, text, x, y });
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      ctx as unknown as CanvasRenderingContext2D,
    );
    const png = solidPng(1, 1, [0, 0, 0, 255]);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback({ arrayBuffer: async () => png.slice().buffer } as Blob),
    );
    const pictures = canvasTextPictures();
    const font = { family: "Amiri, Georgia, 'Times New Roman', serif", weight: 700 };
    expect(pictures.measure('李小龍', font, 46)).toBe(30);
    expect(ctx.font).toBe("700 46px Amiri, Georgia, 'Times New Roman', serif");

    expect(await pictures.draw('李小龍', { ...font, italic: true }, 20, 60, '#1f2937')).toEqual(png);
    expect(calls).toEqual([
      {
        font: "italic 700 20px Amiri, Georgia, 'Times New Roman', serif",
        direction: 'ltr',
        text: '李小龍',
        x: 30,
        y: 16,
      },
    ]);
    expect(ctx.scale).toHaveBeenCalledWith(4, 4);
    await pictures.draw('שלום', font, 20, 60, '#1f2937');
    expect(calls.at(-1)?.direction).toBe('rtl');
  });

  it('estimates, and draws nothing, without a 2D canvas', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const pictures = canvasTextPictures();
    expect(pictures.measure('李小龍', { family: 'serif', weight: 400 }, 10)).toBe(18);
    expect(await pictures.draw('李小龍', { family: 'serif', weight: 400 }, 10, 18, '#000')).toBeNull();
  });
});
