import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createUnavailableAuthPort } from '../auth/static-auth-port';
import { createBus } from '../bus/create-bus';
import { DEFAULT_SITE_CONFIG } from '../contracts/config';
import type { RemoteProps } from '../contracts/remote';
import { RemotePropsProvider } from '../remote/remote-context';
import { sharedUiMessages } from './messages';
import { ErrorState, LoadingState, PageLoading, PageStatus } from './status';

describe('LoadingState', () => {
  it('is a status announced with its default label', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a custom label', () => {
    render(<LoadingState label="Loading courses..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
  });
});

describe('ErrorState', () => {
  it('is an alert with a heading and a message', () => {
    render(<ErrorState title="Could not load courses" message="Check your connection." />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Could not load courses' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Check your connection.');
  });

  it("has a 'Try Again' button that calls onRetry", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load courses" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('uses a custom retry label', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load courses" onRetry={onRetry} retryLabel="Reload courses" />);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload courses' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows no retry button without onRetry', () => {
    render(<ErrorState title="Course not found" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders extra content', () => {
    render(
      <ErrorState title="Course not found">
        <a href="/courses">Browse courses</a>
      </ErrorState>,
    );
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });
});

describe('PageLoading', () => {
  it('is a loading status in the page container', () => {
    const { container } = render(<PageLoading label="Loading team member..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading team member...');
    expect(container.firstElementChild).toHaveClass('qe-container', 'qe-page');
  });

  it('has the default label', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('PageStatus', () => {
  it("is a neutral status with the page's h1 and what happened", () => {
    const { container } = render(
      <PageStatus title="Team member not found." message="There is no one on our team at this address." />,
    );
    const status = screen.getByRole('status');
    expect(screen.getByRole('heading', { level: 1, name: 'Team member not found.' })).toBeInTheDocument();
    expect(status).toHaveTextContent('There is no one on our team at this address.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('qe-container', 'qe-page');
  });

  it('is an alert when it reports an error, with Try Again before the other ways forward', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <PageStatus role="alert" title="Failed to load team member" onRetry={onRetry}>
        <a href="/about#team">Back to the team</a>
      </PageStatus>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try Again' });
    const back = screen.getByRole('link', { name: 'Back to the team' });
    expect(alert).toContainElement(retry);
    expect(alert).toContainElement(back);
    expect(retry.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('uses a custom retry label', () => {
    render(<PageStatus title="Error Loading Page" onRetry={() => {}} retryLabel="Reload" />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('takes a message with several paragraphs', () => {
    render(
      <PageStatus
        title="Error Loading Page"
        message={
          <>
            <p>We could not load this page.</p>
            <p>timeout</p>
          </>
        }
      />,
    );
    expect(screen.getByText('We could not load this page.')).toBeInTheDocument();
    expect(screen.getByText('timeout')).toBeInTheDocument();
  });
});

describe('the status views on an Arabic page (RemoteProps.locale)', () => {
  const arabic: RemoteProps = {
    contractVersion: '1.4.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: DEFAULT_SITE_CONFIG,
    locale: 'ar',
  };
  // The Arabic texts arrive inside an awaited act: only there does React resume a render waiting for them.
  const renderArabic = (ui: ReactNode) =>
    act(async () => {
      render(<RemotePropsProvider value={arabic}>{ui}</RemotePropsProvider>);
      await sharedUiMessages.ready('ar');
    });

  it("says 'Loading...' in Arabic, and keeps a label it is given", async () => {
    await renderArabic(
      <>
        <LoadingState />
        <PageLoading label="جارٍ تحميل الدورات..." />
      </>,
    );
    const [own, given] = screen.getAllByRole('status');
    expect(own).toHaveTextContent('جارٍ التحميل…');
    expect(given).toHaveTextContent('جارٍ تحميل الدورات...');
  });

  it("offers 'Try Again' in Arabic, in a section and on a whole page", async () => {
    const onRetry = vi.fn();
    await renderArabic(
      <>
        <ErrorState title="تعذّر تحميل الدورات" onRetry={onRetry} />
        <PageStatus title="تعذّر تحميل الصفحة" onRetry={onRetry} />
      </>,
    );
    const buttons = screen.getAllByRole('button', { name: 'حاول مرة أخرى' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0] as HTMLElement);
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
