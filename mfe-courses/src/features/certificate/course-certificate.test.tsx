import { saveVisitorInfo } from '@quantethic/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../lib/api/get-course';
import { progressKey } from '../../lib/progress/storage';
import { renderAt } from '../../testing/render';
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
