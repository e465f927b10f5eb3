import { describe, expect, it } from 'vitest';
import type { CertificateData } from './certificate-data';
import { certificateFileName, certificatePdfInfo, emblemInitials } from './certificate-format';

describe('certificateFileName', () => {
  it('is quantethic-certificate-{slug}.pdf with only lowercase letters, digits and hyphens', () => {
    expect(certificateFileName('islamic-finance-101')).toBe('quantethic-certificate-islamic-finance-101.pdf');
    expect(certificateFileName('Risk & Return / Part 2')).toBe(
      'quantethic-certificate-risk-return-part-2.pdf',
    );
    expect(certificateFileName('../../etc')).toBe('quantethic-certificate-etc.pdf');
    expect(certificateFileName('التمويل')).toBe('quantethic-certificate-course.pdf');
    expect(certificateFileName('')).toBe('quantethic-certificate-course.pdf');
  });
});

describe('emblemInitials', () => {
  it.each([
    ['QuantEthic', 'QE'],
    ['Al Huda Institute', 'AH'],
    ['ethica', 'E'],
    ['  (Oxford)  Centre ', 'OC'],
    ['معهد الهدى', 'م'],
    ['京都大学', '京'],
    ['2026 !!', 'QE'],
  ])('%s → %s', (issuer, initials) => {
    expect(emblemInitials(issuer)).toBe(initials);
  });
});

describe('certificatePdfInfo', () => {
  it('describes the certificate for the PDF document information', () => {
    const data: CertificateData = {
      learnerName: 'Amina Yusuf',
      courseTitle: 'Zakat 101',
      courseSlug: 'zakat-101',
      completedAt: '2026-11-22',
      issuer: 'QuantEthic',
      sealText: 'Certificate of Completion',
      logo: null,
      signature: null,
    };
    expect(certificatePdfInfo(data)).toEqual({
      title: 'Certificate of Completion — Zakat 101',
      author: 'Amina Yusuf',
      subject: 'Amina Yusuf completed Zakat 101 on 22 November 2026',
      creator: 'QuantEthic',
    });
  });
});
