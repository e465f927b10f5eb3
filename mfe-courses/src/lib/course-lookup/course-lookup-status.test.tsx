// A course route's states before its course is there, in the page's locale: the visible texts and
// the document title are the catalogue's, Arabic on an Arabic page, English as the spec writes them.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProps, renderAt } from '../../testing/render';
import { messagesReady } from '../messages-ready';
import { CourseLookupStatus } from './course-lookup-status';

const arabic = () => ({ ...createTestProps(), locale: 'ar' as const });
const reload = () => {};

// As the shell has them before it renders the remote (its `ready`).
beforeAll(() => messagesReady('ar'));

describe('CourseLookupStatus: titles', () => {
  it('English: the titles as the spec writes them', async () => {
    const { unmount } = renderAt('/courses/x', <CourseLookupStatus lookup={{ status: 'not-found' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Course Not Found | QuantEthic'));
    unmount();

    const error = renderAt('/courses/x', <CourseLookupStatus lookup={{ status: 'error', reload }} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load this course' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Course unavailable | QuantEthic'));
    error.unmount();

    renderAt(
      '/courses/x',
      <CourseLookupStatus lookup={{ status: 'checking-sign-in', course: null, key: 'x' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    await waitFor(() => expect(document.title).toBe('Course | QuantEthic'));
  });

  it('Arabic: a course that does not exist, in the heading, the message and the title', async () => {
    renderAt('/courses/x', <CourseLookupStatus lookup={{ status: 'not-found' }} />, arabic());
    expect(await screen.findByRole('heading', { level: 1, name: 'الدورة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('الدورة التي تبحث عنها غير موجودة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الدورات' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الدورة غير موجودة | QuantEthic'));
  });

  it('Arabic: a course that could not be loaded', async () => {
    renderAt('/courses/x', <CourseLookupStatus lookup={{ status: 'error', reload }} />, arabic());
    // Its Try Again is shared's: the page waits for shared's Arabic texts too.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تعذّر تحميل هذه الدورة' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الدورة غير متاحة | QuantEthic'));
  });

  it('Arabic: while the sign-in is checked', async () => {
    renderAt(
      '/courses/x',
      <CourseLookupStatus lookup={{ status: 'checking-sign-in', course: null, key: 'x' }} />,
      arabic(),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('جارٍ التحقّق من تسجيل دخولك...');
    await waitFor(() => expect(document.title).toBe('الدورة | QuantEthic'));
  });
});
