import { describe, expect, it } from 'vitest';
import type { CertificateData } from './certificate-data';
import { PAGE } from './certificate-layout';
import { type CertificateImage, drawCertificate } from './draw-certificate';
import { recordingContext } from './recording-context';

const DATA: CertificateData = {
  learnerName: 'Amina Yusuf',
  courseTitle: 'Islamic Finance Foundations',
  courseSlug: 'islamic-finance-foundations',
  completedAt: '2026-11-22',
  issuer: 'QuantEthic',
  sealText: 'Certificate of Completion',
  logo: null,
  signature: null,
};

const NO_IMAGES = { logo: null, signature: null };

const image = (name: string, width: number, height: number): CertificateImage => ({
  source: { name } as unknown as CanvasImageSource,
  width,
  height,
});

describe('drawCertificate', () => {
  it('scales the A4 page in points onto the canvas', () => {
    const { ctx, calls } = recordingContext();
    drawCertificate(ctx, DATA, NO_IMAGES);
    expect(calls.find((call) => call.method === 'setTransform')?.args).toEqual([
      3508 / PAGE.width,
      0,
      0,
      2480 / PAGE.height,
      0,
      0,
    ]);
    expect(calls.at(-1)?.method).toBe('restore');
  });

  it('writes every part of the certificate', () => {
    const { ctx, textOf } = recordingContext();
    drawCertificate(ctx, DATA, NO_IMAGES);
    expect(textOf()).toEqual(
      expect.arrayContaining([
        'CERTIFICATE OF COMPLETION',
        'This certifies that',
        'Amina Yusuf',
        'has successfully completed',
        'Islamic Finance Foundations',
        '22 November 2026',
        'Date of completion',
        'CERTIFICATE OF COMPLETION', // the seal text
        'QuantEthic', // the signature stand-in and its label
      ]),
    );
    expect(textOf().filter((text) => text === 'QuantEthic')).toHaveLength(2);
  });

  it('uses the site fonts: Amiri for the name, Inter for the course', () => {
    const { ctx, texts } = recordingContext();
    drawCertificate(ctx, DATA, NO_IMAGES);
    const fontOf = (text: string) => texts().find((call) => call.args[0] === text)?.font;
    expect(fontOf('Amina Yusuf')).toMatch(/^700 46px Amiri, /);
    expect(fontOf('Islamic Finance Foundations')).toMatch(/^600 \d+px 'Inter Variable', /);
  });

  it('keeps every line inside the inner frame, however long the text', () => {
    const long: CertificateData = {
      ...DATA,
      learnerName: 'Amina Yusuf Abdullah bint Muhammad ibn Ahmad al-Hashimi al-Qurashi al-Makki',
      courseTitle: 'Advanced Quantitative Risk Modelling for Sukuk, Takaful and Islamic Derivatives Markets',
      issuer: 'The International Institute for Ethical and Islamic Quantitative Finance Research',
      sealText: 'Accredited Continuing Professional Development Programme of the Institute',
    };
    const { ctx, texts } = recordingContext();
    drawCertificate(ctx, long, NO_IMAGES);
    for (const call of texts()) {
      const [, x, , maxWidth] = call.args as [string, number, number, number];
      expect(maxWidth).toBeGreaterThan(0);
      expect(x - maxWidth / 2).toBeGreaterThanOrEqual(30);
      expect(x + maxWidth / 2).toBeLessThanOrEqual(PAGE.width - 30);
    }
    // The long name and title wrap onto two lines each.
    const lines = texts().map((call) => call.args[0] as string);
    expect(lines).toContain('Amina Yusuf Abdullah bint Muhammad ibn');
    expect(lines).toContain('Ahmad al-Hashimi al-Qurashi al-Makki');
    expect(lines.filter((line) => long.courseTitle.includes(line) && line !== long.courseTitle)).toHaveLength(
      2,
    );
  });

  it('draws right-to-left names right to left', () => {
    const { ctx, texts } = recordingContext();
    drawCertificate(ctx, { ...DATA, learnerName: 'أمينة يوسف' }, NO_IMAGES);
    expect(texts().find((call) => call.args[0] === 'أمينة يوسف')?.direction).toBe('rtl');
    expect(texts().find((call) => call.args[0] === 'This certifies that')?.direction).toBe('ltr');
  });

  it("draws the issuer's initials when there is no logo, and the logo (fitted, clipped) when there is", () => {
    const withoutLogo = recordingContext();
    drawCertificate(withoutLogo.ctx, DATA, NO_IMAGES);
    expect(withoutLogo.textOf()).toContain('QE');
    expect(withoutLogo.calls.some((call) => call.method === 'drawImage')).toBe(false);

    const withLogo = recordingContext();
    const logo = image('logo', 400, 200);
    drawCertificate(withLogo.ctx, DATA, { logo, signature: null });
    expect(withLogo.textOf()).not.toContain('QE');
    expect(withLogo.calls.some((call) => call.method === 'clip')).toBe(true);
    const [source, , , width, height] =
      withLogo.calls.find((call) => call.method === 'drawImage')?.args ?? [];
    expect(source).toBe(logo.source);
    expect(width).toBe(52);
    expect(height).toBe(26); // aspect ratio kept
  });

  it('draws the signature image instead of the script stand-in', () => {
    const { ctx, calls, textOf } = recordingContext();
    const signature = image('signature', 300, 100);
    drawCertificate(ctx, DATA, { logo: null, signature });
    expect(calls.find((call) => call.method === 'drawImage')?.args[0]).toBe(signature.source);
    expect(textOf().filter((text) => text === 'QuantEthic')).toHaveLength(1); // the label only

    const stand = recordingContext();
    drawCertificate(stand.ctx, DATA, NO_IMAGES);
    const script = stand.texts().filter((call) => call.args[0] === 'QuantEthic')[0];
    expect(script?.font).toMatch(/^italic 400 \d+px /);
  });
});
