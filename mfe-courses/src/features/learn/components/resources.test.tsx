// A lesson's materials in the page's locale: the texts around the content are the catalogue's.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProps, renderAt } from '../../../testing/render';
import { learnTexts } from '../learn-messages';
import { Materials } from './resources';

const MATERIALS = [
  {
    _type: 'googleSheetLink',
    _key: 'g1',
    title: 'Pricing model',
    url: 'https://docs.google.com/spreadsheets/d/1',
  },
  { _type: 'googleSheetLink', _key: 'g2', url: 'https://docs.google.com/spreadsheets/d/2' },
];

beforeAll(() => learnTexts.ready('ar'));

describe('Materials: Google Sheets', () => {
  it("English: 'Google Sheet' names a sheet without a title and follows each sheet", () => {
    renderAt('/courses/x/learn', <Materials materials={MATERIALS} />);
    expect(screen.getByRole('link', { name: /^Pricing model/ }).parentElement).toHaveTextContent(
      'Pricing model (opens in a new tab) (Google Sheet)',
    );
    expect(screen.getByRole('link', { name: /^Google Sheet/ })).toBeInTheDocument();
  });

  it('Arabic: the same in Arabic; the title as written', () => {
    renderAt('/courses/x/learn', <Materials materials={MATERIALS} />, { ...createTestProps(), locale: 'ar' });
    expect(screen.getByRole('link', { name: /^Pricing model/ }).parentElement).toHaveTextContent(
      'Pricing model (يُفتح في علامة تبويب جديدة) (جدول بيانات Google)',
    );
    expect(screen.getByRole('link', { name: /^جدول بيانات Google/ })).toBeInTheDocument();
    expect(screen.queryByText(/Google Sheet/)).toBeNull();
  });
});
