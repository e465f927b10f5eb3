// A team member's page before it has a member to show: its title is the catalogue's, Arabic on an
// Arabic page, English (as it always was) on an English one.
import { DEFAULT_SITE_CONFIG, type Locale } from '@quantethic/shared';
import { Route, Routes } from '@quantethic/shared/router';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestProps, renderWithProps } from '../../testing/render';
import { findTeamMember } from './lib/find-team-member';
import { TeamMemberPage } from './team-member-page';
import { teamTexts } from './team-messages';

vi.mock('./lib/find-team-member', () => ({ findTeamMember: vi.fn() }));

const find = vi.mocked(findTeamMember);
const CONTENT = { ...DEFAULT_SITE_CONFIG.content, projectId: 'test', apiHost: 'http://content.test' };

function renderMember(locale?: Locale) {
  return renderWithProps(
    <Routes>
      <Route path="/team/:slug" element={<TeamMemberPage />} />
    </Routes>,
    { ...createTestProps(), config: { ...DEFAULT_SITE_CONFIG, content: CONTENT }, locale },
    '/team/no-one',
  );
}

// As the app has them before the page renders (withTexts).
beforeAll(() => teamTexts.ready('ar'));

describe('TeamMemberPage: titles before a member is shown', () => {
  it.each([
    ['en', 'Team', 'Team member not found', 'Failed to load team member'],
    ['ar', 'الفريق', 'لم يُعثر على عضو الفريق', 'تعذّر تحميل بيانات عضو الفريق'],
  ] as const)('%s: loading, not found, failed', async (locale, loading, notFound, failed) => {
    find.mockReturnValue(new Promise(() => {}));
    const first = renderMember(locale);
    await waitFor(() => expect(document.title).toBe(`${loading} | QuantEthic`));
    first.unmount();

    find.mockResolvedValue({ status: 'empty' });
    const second = renderMember(locale);
    await waitFor(() => expect(document.title).toBe(`${notFound} | QuantEthic`));
    second.unmount();

    find.mockResolvedValue({ status: 'error', error: new Error('down') });
    renderMember(locale);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${failed} | QuantEthic`));
  });
});
