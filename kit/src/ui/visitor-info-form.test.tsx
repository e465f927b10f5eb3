import { type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { arabicProps } from '../testing/arabic';
import { kitUiMessages } from './messages';
import { VisitorInfoForm } from './visitor-info-form';

function setup(props: Partial<Parameters<typeof VisitorInfoForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const view = render(<VisitorInfoForm submitLabel="Continue" onSubmit={onSubmit} {...props} />);
  return { user, onSubmit, ...view };
}

describe('VisitorInfoForm', () => {
  it('labels the Name, Email and Phone fields with the right input types', () => {
    setup();
    expect(screen.getByLabelText('Name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('uses custom labels', () => {
    setup({ labels: { name: 'Full name', phone: 'WhatsApp number' } });
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('prefills initial values', () => {
    setup({ initial: { name: 'Aisha', email: 'aisha@example.com' } });
    expect(screen.getByLabelText('Name')).toHaveValue('Aisha');
    expect(screen.getByLabelText('Email')).toHaveValue('aisha@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it('shows an error for every empty field, marks them invalid, focuses the first and does not submit', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    const phone = screen.getByLabelText('Phone');
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number.')).toBeInTheDocument();
    for (const input of [name, email, phone]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    expect(phone).toHaveAccessibleDescription('Please enter your phone number.');
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field and keeps what was typed', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Name'), 'Aisha Rahman');
    await user.type(screen.getByLabelText('Email'), 'aisha@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Aisha Rahman');
    expect(screen.getByLabelText('Email')).toHaveValue('aisha@');
    expect(screen.getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and an invalid phone', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Name'), 'Aisha');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the errors once the fields are fixed and submits the trimmed values', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), '  Aisha Rahman ');
    await user.type(screen.getByLabelText('Email'), ' aisha@example.com  ');
    await user.type(screen.getByLabelText('Phone'), ' +44 20 7946 0000 ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Aisha Rahman',
      email: 'aisha@example.com',
      phone: '+44 20 7946 0000',
    });
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('submits with the Enter key', async () => {
    const { user, onSubmit } = setup({ initial: { name: 'Aisha', email: 'aisha@example.com' } });
    await user.type(screen.getByLabelText('Phone'), '0207 946 0000{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Aisha',
      email: 'aisha@example.com',
      phone: '0207 946 0000',
    });
  });

  it('disables the inputs and the button while pending and shows the pending label', () => {
    setup({ pending: true, initial: { name: 'Aisha' } });
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Phone')).toBeDisabled();
    const button = screen.getByRole('button', { name: 'Redirecting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Aisha');
  });

  it('uses a custom pending label', () => {
    setup({ pending: true, pendingLabel: 'Opening the form…' });
    expect(screen.getByRole('button', { name: 'Opening the form…' })).toBeDisabled();
  });
});

describe('VisitorInfoForm on an Arabic page (RemoteProps.locale)', () => {
  const arabic: RemoteProps = arabicProps();

  async function setupArabic(props: Partial<Parameters<typeof VisitorInfoForm>[0]> = {}) {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    // The Arabic texts arrive inside an awaited act: only there does React resume a render waiting for them.
    await act(async () => {
      render(
        <RemotePropsProvider value={arabic}>
          <VisitorInfoForm submitLabel="متابعة" onSubmit={onSubmit} {...props} />
        </RemotePropsProvider>,
      );
      await kitUiMessages.ready('ar');
    });
    return { user, onSubmit };
  }

  it('labels the Name, Email and Phone fields in Arabic', async () => {
    await setupArabic();
    expect(screen.getByLabelText('الاسم')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('الهاتف')).toHaveAttribute('type', 'tel');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('says in Arabic what is missing or wrong, next to each field', async () => {
    const { user, onSubmit } = await setupArabic();
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(screen.getByLabelText('الاسم')).toHaveAccessibleDescription('يُرجى إدخال اسمك.');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription(
      'يُرجى إدخال بريدك الإلكتروني.',
    );
    expect(screen.getByLabelText('الهاتف')).toHaveAccessibleDescription('يُرجى إدخال رقم هاتفك.');
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('الاسم'), 'عائشة');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'not-an-email');
    await user.type(screen.getByLabelText('الهاتف'), '12');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(screen.getByText('يُرجى إدخال عنوان بريد إلكتروني صحيح.')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال رقم هاتف صحيح.')).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'Redirecting...' in Arabic while pending", async () => {
    await setupArabic({ pending: true });
    expect(screen.getByRole('button', { name: 'جارٍ التحويل...' })).toBeDisabled();
  });

  it("uses the page's own labels as given", async () => {
    await setupArabic({ labels: { name: 'الاسم الكامل' } });
    expect(screen.getByLabelText('الاسم الكامل')).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
  });
});
