// The home page is served with this widget rendered at deploy time and the content it was rendered
// with (the page's content seed): the browser's first render shows that content, never a loading
// state, then refreshes it. (Its own file: a page reads its seed once.)
import { CONTENT_SEED_ID } from '@quantethic/kit/content';
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { getFeaturedCourse } from '../features/featured/api/get-featured-course';
import { createTestProps, renderAt } from '../testing/render';
import FeaturedCourseWidget, { FEATURED_COURSE_KEY } from './featured-course';

vi.mock('../features/featured/api/get-featured-course', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/featured/api/get-featured-course')>()),
  getFeaturedCourse: vi.fn(),
}));

const course = (title: string) => ({
  _id: 'course-islamic-finance-foundations',
  title,
  description: 'The principles behind Islamic finance.',
  slug: { current: 'islamic-finance-foundations' },
  thumbnail: null,
});

it('starts from the content the home page was prerendered with, then refreshes it', async () => {
  const seed = document.createElement('script');
  seed.type = 'application/json';
  seed.id = CONTENT_SEED_ID;
  seed.textContent = JSON.stringify({
    path: '/',
    content: { [FEATURED_COURSE_KEY]: { status: 'ok', data: course('Islamic Finance Foundations') } },
  });
  document.body.append(seed);
  let answer: (value: { status: 'ok'; data: ReturnType<typeof course> }) => void = () => {};
  vi.mocked(getFeaturedCourse).mockReturnValue(new Promise((resolve) => (answer = resolve)));

  const props = createTestProps();
  renderAt('/', <FeaturedCourseWidget {...props} />, props);
  // At once, as prerendered: no loading state in between.
  expect(screen.getByRole('heading', { level: 3, name: 'Islamic Finance Foundations' })).toBeInTheDocument();
  expect(screen.queryByText('Loading featured course...')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Course' })).toHaveAttribute(
    'href',
    '/courses/islamic-finance-foundations',
  );

  answer({ status: 'ok', data: course('Islamic Finance Foundations (2nd edition)') });
  await waitFor(() =>
    expect(
      screen.getByRole('heading', { level: 3, name: 'Islamic Finance Foundations (2nd edition)' }),
    ).toBeInTheDocument(),
  );
  seed.remove();
});
