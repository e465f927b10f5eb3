// The company pages in the page's locale (RemoteProps.locale): Arabic texts from the Arabic
// catalogue, English when the shell sends no locale (or one the site does not have).
import { type Locale, saveVisitorInfo } from '@quantethic/shared';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aboutMessages, aboutTexts } from './features/about/about-messages';
import { TeamSection } from './features/about/components/team-section';
import { ServiceCard } from './features/consulting/components/service-card';
import { consultingMessages, consultingTexts } from './features/consulting/consulting-messages';
import { RegisterInfo } from './features/contact/components/register-info';
import { contactTexts } from './features/contact/contact-messages';
import { ContactPage } from './features/contact/contact-page';
import { createTestProps, renderWithProps, VISITOR } from './testing/render';
import TestimonialsWidget from './widgets/testimonials/testimonials';
import { testimonialsReady } from './widgets/testimonials/testimonials-messages';

const inLocale = (locale: Locale | undefined) => ({ ...createTestProps(), locale });

const TEAM = [
  { _id: 'a', name: 'Amina Hassan', expertise: ['Islamic Finance', 'Risk Management'] },
  { _id: 'd', name: 'Daniel Koh', expertise: ['Risk Management'] },
  { _id: 'o', name: 'Omar Farouk', expertise: ['Python', 'Risk Management'] },
];

// As the app has them before a page renders (withTexts), and the shell before a widget (its ready).
beforeAll(() =>
  Promise.all([
    aboutTexts.ready('ar'),
    consultingTexts.ready('ar'),
    contactTexts.ready('ar'),
    testimonialsReady('ar'),
  ]),
);
beforeEach(() => localStorage.clear());

describe('the company pages in Arabic (RemoteProps.locale)', () => {
  it("/contact shows its headings, fields and buttons in Arabic when the page's locale is ar", () => {
    renderWithProps(<ContactPage />, inLocale('ar'), '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'ابقَ على تواصل' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اشترك في نشرتنا البريدية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اشترك الآن' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'احفظ بياناتي' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الاسم' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'كيف يمكننا مساعدتك؟' })).toBeInTheDocument();
    expect(screen.queryByText('Stay Connected')).toBeNull();
  });

  it('the same page is in English without a locale, and with one the site does not have', () => {
    for (const locale of [undefined, 'fr' as Locale]) {
      const { unmount } = renderWithProps(<ContactPage />, inLocale(locale), '/contact');
      expect(screen.getByRole('heading', { level: 1, name: 'Stay Connected' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
      unmount();
    }
  });

  it('a home widget reads the locale from its own props (no provider around it)', () => {
    render(<TestimonialsWidget {...inLocale('ar')} />);
    expect(screen.getByRole('heading', { name: 'ماذا يقول المتعلّمون' })).toBeInTheDocument();
    expect(screen.getByText('محلل مخاطر')).toBeInTheDocument();
    // Names stay as they are written, marked as names (not to be translated) and isolated.
    const name = screen.getByText('Daniel Koh');
    expect(name).toHaveAttribute('translate', 'no');
    expect(name.tagName).toBe('BDI');
    expect(name.closest('figcaption')?.querySelector('[aria-hidden="true"]')).toHaveAttribute(
      'translate',
      'no',
    );
  });

  it("the saved visitor's name keeps its emphasis inside the Arabic sentence, isolated (<bdi>)", () => {
    saveVisitorInfo(VISITOR);
    renderWithProps(<RegisterInfo />, inLocale('ar'), '/contact');
    const name = screen.getByText(VISITOR.name, { selector: 'bdi > strong' });
    expect(name.closest('p')).toHaveTextContent(`بياناتك محفوظة باسم ${VISITOR.name} (${VISITOR.email}).`);
  });

  it("a service's price is written in the page's locale (decision 0015)", () => {
    const service = {
      _id: 's',
      title: 'Shariah Audit',
      pricing: { type: 'hourly' as const, amount: 350, currency: 'USD' },
    };
    const props = { service, onBook: () => {}, onShowDetails: () => {} };
    const { unmount } = renderWithProps(<ServiceCard {...props} />, inLocale('ar'), '/consulting');
    expect(screen.getByText(/للساعة$/).textContent?.replace(/[\u200E\u200F\u061C]/g, '')).toBe(
      '350\u00A0US$ للساعة',
    );
    unmount();
    renderWithProps(<ServiceCard {...props} />, inLocale(undefined), '/consulting');
    expect(screen.getByText('$350 per hour')).toBeInTheDocument();
  });

  it("the team filter's status counts members with Arabic plural forms", () => {
    renderWithProps(<TeamSection team={TEAM} />, inLocale('ar'), '/about?expertise=Risk%20Management');
    expect(screen.getByRole('heading', { name: 'تعرّف على الفريق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الكل' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Risk Management' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('status')).getByText(/^عرض 3 أعضاء/)).toHaveTextContent(
      'عرض 3 أعضاء من الفريق متخصصين في Risk Management',
    );
  });
});

describe('plural messages', () => {
  const showing = (locale: Locale, count: number) =>
    aboutMessages.t(locale, 'team.showingExpertise', { count, expertise: 'Python' });

  it('Arabic has a form for zero, one, two, few (3–10), many (11–99) and other (100…)', () => {
    expect(showing('ar', 0)).toBe('لا يوجد في الفريق أعضاء متخصصون في Python');
    expect(showing('ar', 1)).toBe('عرض عضو واحد من الفريق متخصص في Python');
    expect(showing('ar', 2)).toBe('عرض عضوَين من الفريق متخصصَين في Python');
    expect(showing('ar', 3)).toBe('عرض 3 أعضاء من الفريق متخصصين في Python');
    expect(showing('ar', 10)).toBe('عرض 10 أعضاء من الفريق متخصصين في Python');
    expect(showing('ar', 11)).toBe('عرض 11 عضوًا من الفريق متخصصين في Python');
    expect(showing('ar', 100)).toBe('عرض 100 عضو من الفريق متخصصين في Python');
    expect(aboutMessages.t('ar', 'team.showingAll', { count: 2 })).toBe('عرض عضوَي الفريق كليهما');
    expect(aboutMessages.t('ar', 'team.showingAll', { count: 5 })).toBe('عرض جميع أعضاء الفريق (5 أعضاء)');
  });

  it('English keeps its texts exactly (one / other, apostrophes as written)', () => {
    expect(showing('en', 1)).toBe('Showing 1 team member with Python expertise');
    expect(showing('en', 2)).toBe('Showing 2 team members with Python expertise');
    expect(aboutMessages.t('en', 'team.showingAll', { count: 4 })).toBe('Showing all 4 team members');
    expect(aboutMessages.t('en', 'team.expertiseOf', { name: 'Amina' })).toBe("Amina's expertise");
    expect(consultingMessages.t('en', 'booking.intro', { service: 'Sukuk Structuring' })).toBe(
      "Leave your details and we'll open the booking form for Sukuk Structuring, already filled in.",
    );
  });
});
