import { saveVisitorInfo } from '@quantethic/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../lib/api/get-course';
import { coursesMessages } from '../../lib/messages';
import { progressKey } from '../../lib/progress/storage';
import { createTestProps, renderAt } from '../../testing/render';
import { certificateMessages } from './certificate-messages';
import { CourseCertificate } from './course-certificate';

const COURSE: CourseDetail = {
  _id: 'c1',
  title: 'Sukuk Basics',
  slug: { current: 'sukuk-basics' },
  modules: [{ _id: 'm1', lessons: [{ _key: 'l', subLessons: [{ _key: 's' }] }] }],
  certificateOverrides: { issuer: 'QuantEthic Academy' },
};

const complete = () =>
  localStorage.setItem(
    progressKey('c1'),
    JSON.stringify({
      courseId: 'c1',
      completedSubLessons: [{ moduleId: 'm1', lessonKey: 'l', subLessonKey: 's' }],
      completedModuleQuizzes: [],
      percentage: 100,
      completedAt: '2026-11-20T10:00:00.000Z',
    }),
  );

beforeEach(() => localStorage.clear());

describe('CourseCertificate', () => {
  it('is not ready before the course is complete', () => {
    renderAt('/courses/sukuk-basics/certificate', <CourseCertificate course={COURSE} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your certificate is not ready yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/courses/sukuk-basics/learn',
    );
  });

  it('asks for the learner’s name when none is saved, then shows the certificate', async () => {
    complete();
    renderAt('/courses/sukuk-basics/certificate', <CourseCertificate course={COURSE} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Yusuf Ali');
    await user.type(screen.getByLabelText(/Email/), 'yusuf@example.com');
    await user.type(screen.getByLabelText(/Phone/), '+44 20 7946 0001');
    await user.click(screen.getByRole('button', { name: 'Save & Show Certificate' }));
    expect(await screen.findByText('Yusuf Ali')).toBeInTheDocument();
  });

  it('shows the certificate with the saved name, course, date and issuer', () => {
    complete();
    saveVisitorInfo({ name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' });
    renderAt('/courses/sukuk-basics/certificate', <CourseCertificate course={COURSE} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeInTheDocument();
    expect(screen.getByText('Aisha Rahman')).toBeInTheDocument();
    expect(screen.getByText('Sukuk Basics')).toBeInTheDocument();
    expect(screen.getByText('20 November 2026')).toBeInTheDocument();
    expect(screen.getAllByText(/QuantEthic Academy/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Sukuk Basics' })).toHaveAttribute(
      'href',
      '/courses/sukuk-basics',
    );
  });
});

describe('CourseCertificate in Arabic (RemoteProps.locale)', () => {
  const arabic = () => ({ ...createTestProps(), locale: 'ar' as const });
  beforeAll(() => certificateMessages.load('ar'));

  it('says in Arabic that the certificate is not ready yet, with the progress', async () => {
    await coursesMessages.load('ar');
    renderAt('/courses/sukuk-basics/certificate', <CourseCertificate course={COURSE} />, arabic());
    expect(screen.getByRole('heading', { level: 1, name: 'شهادتك ليست جاهزة بعد' })).toBeInTheDocument();
    expect(
      screen.getByText('أكمل جميع دروس «Sukuk Basics» واختباراتها لتحصل على شهادتك.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'التقدّم في Sukuk Basics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تابع التعلّم' })).toHaveAttribute(
      'href',
      '/courses/sukuk-basics/learn',
    );
  });

  it('shows the certificate page’s buttons in Arabic', async () => {
    await coursesMessages.load('ar');
    complete();
    saveVisitorInfo({ name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' });
    renderAt('/courses/sukuk-basics/certificate', <CourseCertificate course={COURSE} />, arabic());
    expect(screen.getByRole('button', { name: 'تنزيل PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'معاينة الشهادة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '→ العودة إلى Sukuk Basics' })).toBeInTheDocument();
  });

  it('shows an Arabic certificate: Arabic words and date, the name as typed, the course as the content gives it', async () => {
    await coursesMessages.load('ar');
    complete();
    saveVisitorInfo({ name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' });
    renderAt('/courses/sukuk-basics/certificate', <CourseCertificate course={COURSE} />, arabic());
    const sheet = screen.getByRole('article', { name: 'شهادة إتمام' });
    expect(sheet.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // The title, and the default seal text in the certificate's language.
    expect(screen.getAllByText('شهادة إتمام')).toHaveLength(2);
    const name = screen.getByText('Aisha Rahman');
    expect(name.tagName).toBe('BDI');
    expect(screen.getByText('Sukuk Basics')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('20 نوفمبر 2026')).toBeInTheDocument();
    expect(document.title).toBe('شهادة إتمام: Sukuk Basics | QuantEthic');
  });

  it('takes the course title’s language from the document (an Arabic translation)', async () => {
    await coursesMessages.load('ar');
    complete();
    saveVisitorInfo({ name: 'عائشة رحمن', email: 'aisha@example.com', phone: '+44 20 7946 0000' });
    const course = { ...COURSE, title: 'أساسيات الصكوك', language: 'ar' } as CourseDetail;
    renderAt('/courses/sukuk-basics/certificate', <CourseCertificate course={course} />, arabic());
    expect(screen.getByText('أساسيات الصكوك')).not.toHaveAttribute('lang');
    expect(screen.getByText('عائشة رحمن').tagName).toBe('BDI');
  });
});
