// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CertificateData } from './certificate-data';
import { estimate, estimatedTextSizes, TEXT_BOXES } from './certificate-layout';

const DATA: CertificateData = {
  learnerName: 'Amina Yusuf',
  courseTitle: 'Zakat 101',
  courseSlug: 'zakat-101',
  completedAt: '2026-11-22',
  issuer: 'QuantEthic',
  sealText: 'Certificate of Completion',
  logo: null,
  signature: null,
};

describe('estimate', () => {
  it('counts characters at an average width, ideographs at 1 em, plus tracking', () => {
    expect(estimate(0.5)('abcd', 10)).toBe(20);
    expect(estimate(0.5)('金融', 10)).toBe(20);
    expect(estimate(0.5, 1)('abcd', 10)).toBe(24);
  });
});

describe('estimatedTextSizes', () => {
  it('uses the largest sizes for short texts', () => {
    expect(estimatedTextSizes({ ...DATA, sealText: 'Verified' })).toEqual({
      name: TEXT_BOXES.name.maxSize,
      course: TEXT_BOXES.course.maxSize,
      initials: TEXT_BOXES.initials.maxSize,
      sealText: TEXT_BOXES.sealText.maxSize,
      script: TEXT_BOXES.script.maxSize,
      issuer: TEXT_BOXES.issuer.maxSize,
    });
  });

  it('estimates generously: the default seal text shrinks a little rather than risk overflowing', () => {
    expect(estimatedTextSizes(DATA).sealText).toBe(8.5);
  });

  it('shrinks long texts, never below each box’s smallest size', () => {
    const long = estimatedTextSizes({
      ...DATA,
      learnerName: 'Amina Yusuf Abdullah bint Muhammad ibn Ahmad al-Hashimi al-Qurashi al-Makki',
      courseTitle: 'Advanced Quantitative Risk Modelling for Sukuk, Takaful and Islamic Derivatives Markets',
      issuer: 'The International Institute for Ethical and Islamic Quantitative Finance Research',
      sealText: 'x'.repeat(500),
    });
    expect(long.name).toBeLessThan(TEXT_BOXES.name.maxSize);
    expect(long.name).toBeGreaterThanOrEqual(TEXT_BOXES.name.minSize);
    expect(long.course).toBeLessThan(TEXT_BOXES.course.maxSize);
    expect(long.script).toBeLessThan(TEXT_BOXES.script.maxSize);
    expect(long.issuer).toBeLessThan(TEXT_BOXES.issuer.maxSize);
    expect(long.sealText).toBe(TEXT_BOXES.sealText.minSize);
  });
});
