import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE, CERTIFICATE_WITH_OVERRIDES } from '../../testing/fixtures';
import { createTestProps, renderAt } from '../../testing/render';
import type { CertificateData } from './certificate-data';
import { certificateMessages } from './certificate-messages';
import { CertificateView } from './certificate-view';

const PDF_ERROR =
  "We couldn't create the PDF. You can still print this page or save it as PDF from the print dialog.";

import { downloadCertificatePdf } from './download-certificate-pdf';

// The real download runs unless a test says otherwise.
vi.mock('./download-certificate-pdf', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./download-certificate-pdf')>();
  return { ...actual, downloadCertificatePdf: vi.fn(actual.downloadCertificatePdf) };
});

const DATA = CERTIFICATE;
const WITH_IMAGES = CERTIFICATE_WITH_OVERRIDES;

const certificate = () => screen.getByRole('article', { name: 'Certificate of Completion' });
const arabicCertificate = () => screen.getByRole('article', { name: 'شهادة إتمام' });

describe('CertificateView', () => {
  it('shows the certificate as real text', () => {
    render(<CertificateView {...DATA} />);
    const sheet = within(certificate());
    expect(sheet.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeInTheDocument();
    expect(sheet.getByText('This certifies that')).toBeInTheDocument();
    expect(sheet.getByText('Amina Yusuf')).toBeInTheDocument();
    expect(sheet.getByText('has successfully completed')).toBeInTheDocument();
    expect(sheet.getByText('Islamic Finance Foundations')).toBeInTheDocument();
    expect(sheet.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22');
    expect(sheet.getByText('Date of completion')).toBeInTheDocument();
  });

  it('shows the default emblem, seal text and issuer without images', () => {
    render(<CertificateView {...DATA} />);
    const sheet = within(certificate());
    expect(sheet.queryAllByRole('img')).toEqual([]);
    expect(sheet.getByText('QE')).toHaveAttribute('aria-hidden', 'true');
    // The seal text, besides the heading.
    expect(sheet.getAllByText('Certificate of Completion')).toHaveLength(2);
    // The signature stand-in is hidden from assistive technology; the printed name is not.
    const issuer = sheet.getAllByText('QuantEthic');
    expect(issuer).toHaveLength(2);
    expect(issuer.filter((element) => element.closest('[aria-hidden="true"]'))).toHaveLength(1);
  });

  it("shows the course's logo and signature with their alt text", () => {
    render(<CertificateView {...WITH_IMAGES} />);
    const sheet = within(certificate());
    expect(sheet.getByRole('img', { name: 'Al Huda crest' })).toHaveAttribute(
      'src',
      'https://cdn.test/logo.png',
    );
    expect(sheet.getByRole('img', { name: 'Signature of the dean' })).toHaveAttribute(
      'src',
      'https://cdn.test/sign.png',
    );
    expect(sheet.getByText('Accredited Programme')).toBeInTheDocument();
    expect(sheet.getByText('Al Huda Institute')).toBeInTheDocument();
    expect(sheet.queryByText('AH')).not.toBeInTheDocument();
  });

  it('falls back to the drawn emblem and script name when an image fails to load', () => {
    render(<CertificateView {...WITH_IMAGES} />);
    const sheet = within(certificate());
    fireEvent.error(sheet.getByRole('img', { name: 'Al Huda crest' }));
    fireEvent.error(sheet.getByRole('img', { name: 'Signature of the dean' }));
    expect(sheet.queryAllByRole('img')).toEqual([]);
    expect(sheet.getByText('AH')).toBeInTheDocument();
    expect(sheet.getAllByText('Al Huda Institute')).toHaveLength(2);
  });

  it('marks names and titles in other scripts for the browser to set their direction', () => {
    render(<CertificateView {...DATA} learnerName="أمينة يوسف" courseTitle="التمويل الإسلامي" />);
    expect(screen.getByText('أمينة يوسف')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('التمويل الإسلامي')).toHaveAttribute('dir', 'auto');
  });

  it('names the page after the course and keeps it out of search engines', () => {
    render(<CertificateView {...DATA} />);
    expect(document.title).toBe('Certificate of Completion: Islamic Finance Foundations | QuantEthic');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('prints A4 landscape without margins, only while it is shown', () => {
    const { unmount } = render(<CertificateView {...DATA} />);
    const rules = () => Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(rules()).toContain('@page { size: A4 landscape; margin: 0; }');
    unmount();
    expect(rules()).not.toContain('@page');
  });

  it('prints with the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<CertificateView {...DATA} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows an error, and keeps the page usable, when the PDF cannot be made (its fonts do not load)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Not found', { status: 404 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CertificateView {...DATA} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_ERROR);
    expect(logged).toHaveBeenCalledWith('[certificate] could not create the PDF', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Download PDF' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(certificate()).toBeInTheDocument();
  });

  it('shows an error when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CertificateView {...DATA} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_ERROR);
  });

  it('says the PDF is being prepared, ignores further clicks, then clears a previous error', async () => {
    let finish = () => {};
    const pdf = vi
      .mocked(downloadCertificatePdf)
      .mockRejectedValueOnce(new Error('first try fails'))
      .mockImplementationOnce(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CertificateView {...DATA} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const busy = screen.getByRole('button', { name: 'Preparing PDF…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the PDF…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(busy);
    expect(pdf).toHaveBeenCalledTimes(2);
    expect(pdf).toHaveBeenLastCalledWith(DATA);

    finish();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CertificateView in Arabic (RemoteProps.locale)', () => {
  const arabic = () => ({ ...createTestProps(), locale: 'ar' as const });
  const show = (data: CertificateData) =>
    renderAt('/courses/x/certificate', <CertificateView {...data} />, arabic());
  beforeAll(() => certificateMessages.load('ar'));

  it('reads right to left, in Arabic, with the date in Arabic and Western digits', () => {
    show(DATA);
    const article = arabicCertificate();
    expect(article.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(article.closest('[lang]')).toHaveAttribute('lang', 'ar');
    const sheet = within(article);
    expect(sheet.getByRole('heading', { level: 1, name: 'شهادة إتمام' })).toBeInTheDocument();
    expect(sheet.getByText('تُمنح هذه الشهادة إلى')).toBeInTheDocument();
    expect(sheet.getByText('لإتمام الدورة التالية بنجاح')).toBeInTheDocument();
    expect(sheet.getByText('تاريخ الإتمام')).toBeInTheDocument();
    const date = sheet.getByText('22 نوفمبر 2026');
    expect(date).toHaveAttribute('datetime', '2026-11-22');
    expect(date.textContent).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/); // no Arabic-Indic digits
    expect(document.title).toBe('شهادة إتمام: Islamic Finance Foundations | QuantEthic');
  });

  it("shows the learner's name exactly as typed, isolated from the text around it", () => {
    for (const name of ['Amina Yusuf', 'أمينة يوسف', 'Amina أمينة (Yusuf)']) {
      const { unmount } = show({ ...DATA, learnerName: name });
      const element = within(arabicCertificate()).getByText(name);
      expect(element.tagName).toBe('BDI');
      expect(element.textContent).toBe(name);
      unmount();
    }
  });

  it('marks an English course title as English, read left to right', () => {
    const { unmount } = show({ ...DATA, courseLanguage: 'en' });
    const title = within(arabicCertificate()).getByText('Islamic Finance Foundations');
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    unmount();
    // Without the content's language, a Latin-script title is taken for English (direction: its own).
    show(DATA);
    const guessed = within(arabicCertificate()).getByText('Islamic Finance Foundations');
    expect(guessed).toHaveAttribute('lang', 'en');
    expect(guessed).toHaveAttribute('dir', 'auto');
  });

  it('leaves an Arabic course title in the page’s language and direction', () => {
    show({ ...DATA, courseTitle: 'أسس التمويل الإسلامي', courseLanguage: 'ar' });
    const title = within(arabicCertificate()).getByText('أسس التمويل الإسلامي');
    expect(title).not.toHaveAttribute('lang');
    expect(title.closest('[dir]')).toHaveAttribute('dir', 'auto');
  });

  it('has its buttons and preview in Arabic, and makes the PDF in Arabic', async () => {
    const pdf = vi.mocked(downloadCertificatePdf).mockResolvedValueOnce();
    show(DATA);
    expect(screen.getByRole('region', { name: 'معاينة الشهادة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تنزيل PDF' }));
    expect(pdf).toHaveBeenLastCalledWith({ ...DATA, locale: 'ar' });
  });

  it('says in Arabic when the PDF cannot be made', async () => {
    vi.mocked(downloadCertificatePdf).mockRejectedValueOnce(new Error('no fonts'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(DATA);
    await userEvent.click(screen.getByRole('button', { name: 'تنزيل PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذّر إنشاء ملف PDF. لا يزال بإمكانك طباعة هذه الصفحة أو حفظها بصيغة PDF من نافذة الطباعة.',
    );
  });
});
