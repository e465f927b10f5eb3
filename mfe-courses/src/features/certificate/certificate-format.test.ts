import { beforeAll, describe, expect, it } from 'vitest';
import type { CertificateData } from './certificate-data';
import {
  certificateFileName,
  certificatePdfInfo,
  certificateTexts,
  emblemInitials,
} from './certificate-format';
import { certificateMessages } from './certificate-messages';

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

describe('certificatePdfInfo', () => {
  beforeAll(() => certificateMessages.load('ar'));

  it('describes an Arabic certificate in Arabic, with the date in Western digits', () => {
    expect(certificatePdfInfo({ ...DATA, locale: 'ar' })).toEqual({
      title: 'شهادة إتمام — Zakat 101',
      author: 'Amina Yusuf',
      subject: 'إتمام Amina Yusuf دورة Zakat 101 بتاريخ 22 نوفمبر 2026',
      creator: 'QuantEthic',
    });
  });

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

describe('certificateTexts', () => {
  beforeAll(() => certificateMessages.load('ar'));

  it('gives the words of the certificate in its language (English as they always were)', () => {
    expect(certificateTexts('en')).toEqual({
      title: 'Certificate of Completion',
      certifies: 'This certifies that',
      completed: 'has successfully completed',
      dateLabel: 'Date of completion',
    });
    expect(certificateTexts('ar')).toEqual({
      title: 'شهادة إتمام',
      certifies: 'تُمنح هذه الشهادة إلى',
      completed: 'لإتمام الدورة التالية بنجاح',
      dateLabel: 'تاريخ الإتمام',
    });
  });
});
