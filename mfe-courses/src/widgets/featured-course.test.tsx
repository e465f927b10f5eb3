import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeaturedCourse } from '../features/featured/api/get-featured-course';
import { createTestProps, renderAt } from '../testing/render';
import FeaturedCourseWidget, { contractVersion } from './featured-course';

vi.mock('../features/featured/api/get-featured-course', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/featured/api/get-featured-course')>()),
  getFeaturedCourse: vi.fn(),
}));

function renderWidget() {
  const props = createTestProps();
  return renderAt('/', <FeaturedCourseWidget {...props} />, props);
}

beforeEach(() => {
  vi.mocked(getFeaturedCourse).mockResolvedValue({
    status: 'ok',
    data: {
      _id: 'course-islamic-finance-foundations',
      title: 'Islamic Finance Foundations',
      description: 'The principles behind Islamic finance.',
      slug: { current: 'islamic-finance-foundations' },
      thumbnail: { asset: { _ref: 'image-abc123-800x450-svg' } },
    },
  });
});

describe('featured course widget (home)', () => {
  it('keeps the exposed module shape', () => {
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(typeof FeaturedCourseWidget).toBe('function');
  });

  it('loads, then shows the image, title, description and a View Course link', async () => {
    renderWidget();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Course' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading featured course...');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Islamic Finance Foundations' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The principles behind Islamic finance.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Course' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations',
    );
    expect(document.querySelector('img')?.getAttribute('src')).toContain('abc123');
  });

  it("logs 'No featured course found' and shows the unavailable card", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(getFeaturedCourse).mockResolvedValue({ status: 'empty' });
    renderWidget();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Featured Course Unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No featured course is currently available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Courses' })).toHaveAttribute('href', '/courses');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No featured course found'));
  });

  it("shows 'Failed to load featured course' with Try Again when the content API is down", async () => {
    vi.mocked(getFeaturedCourse).mockResolvedValueOnce({ status: 'error', error: new Error('down') });
    renderWidget();
    expect(
      await screen.findByRole('heading', { name: 'Failed to load featured course' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Islamic Finance Foundations' }),
    ).toBeInTheDocument();
  });

  it('copes with a featured course without image, slug or title', async () => {
    vi.mocked(getFeaturedCourse).mockResolvedValue({
      status: 'ok',
      data: {
        _id: 'course-x',
        title: null,
        description: 7 as unknown as string,
        slug: null,
        thumbnail: null,
      },
    });
    renderWidget();
    expect(await screen.findByRole('heading', { level: 3, name: 'Untitled course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Course' })).toHaveAttribute('href', '/courses/course-x');
    expect(document.querySelector('img')).toHaveAttribute('src', DEFAULT_IMAGES.courseThumbnail);
  });
});
