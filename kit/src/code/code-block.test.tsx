import { RemotePropsProvider } from '@quantethic/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arabicProps } from '../testing/arabic';
import { CodeBlock } from './code-block';
import { codeMessages } from './messages';

const PYTHON =
  'def present_value(rate, cash_flows):\n    return sum(cf / (1 + rate) ** t for t, cf in enumerate(cash_flows))';

afterEach(() => {
  vi.useRealTimers();
});

/** user-event installs its own navigator.clipboard in setup(): stub writeText on that one. */
function setupClipboard(writeText: () => Promise<void> = () => Promise.resolve()) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const spy = vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
  return { user, writeText: spy };
}

describe('CodeBlock', () => {
  it.each([null, undefined, '', '   \n\t  '])('renders nothing for the code %j', (code) => {
    const { container } = render(<CodeBlock code={code} language="python" filename="empty.py" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the filename and the code', () => {
    render(<CodeBlock code="SELECT 1;" language="sql" filename="query.sql" />);
    expect(screen.getByText('query.sql')).toBeInTheDocument();
    expect(screen.queryByText('sql')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy query.sql' })).toHaveTextContent('Copy');
    expect(document.querySelector('pre')).toHaveTextContent('SELECT 1;');
  });

  it('falls back to the language, then to "Code", as its label', () => {
    const { rerender } = render(<CodeBlock code="x = 1" language="python" />);
    expect(screen.getByText('python')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy python' })).toBeInTheDocument();

    rerender(<CodeBlock code="x = 1" filename="" language={null} />);
    expect(screen.getByText('Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Code' })).toBeInTheDocument();
  });

  it('lets keyboard users reach long code (the pre is focusable)', () => {
    render(<CodeBlock code="x = 1" />);
    expect(document.querySelector('pre')).toHaveAttribute('tabindex', '0');
  });

  it("copies the code, shows 'Copied!' and goes back to 'Copy' after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, writeText } = setupClipboard();
    render(<CodeBlock code={PYTHON} filename="pv.py" />);
    const button = screen.getByRole('button', { name: 'Copy pv.py' });

    await user.click(button);
    expect(writeText).toHaveBeenCalledExactlyOnceWith(PYTHON);
    expect(button).toHaveTextContent('Copied!');
    expect(screen.getByRole('status')).toHaveTextContent('Code copied to the clipboard');

    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toHaveTextContent(/^Copy$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 2 s feedback on a second copy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setupClipboard();
    render(<CodeBlock code="x = 1" />);
    const button = screen.getByRole('button', { name: 'Copy Code' });

    await user.click(button);
    act(() => vi.advanceTimersByTime(1_500));
    await user.click(button);
    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toHaveTextContent(/^Copy$/);
  });

  it("shows 'Copy failed' when the clipboard refuses, then goes back to 'Copy'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, writeText } = setupClipboard(() =>
      Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    );
    render(<CodeBlock code="x = 1" language="python" />);
    const button = screen.getByRole('button', { name: 'Copy python' });

    await user.click(button);
    expect(writeText).toHaveBeenCalledOnce();
    expect(button).toHaveTextContent('Copy failed');
    expect(button).not.toHaveTextContent('Copied!');
    // The button's accessible name stays 'Copy python': the failure is announced separately.
    expect(screen.getByRole('status')).toHaveTextContent('The code could not be copied');
    act(() => vi.advanceTimersByTime(2_000));
    expect(button).toHaveTextContent(/^Copy$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('highlights known languages once the highlighter has loaded', async () => {
    const { container } = render(<CodeBlock code={PYTHON} language="python" />);
    // The plain code shows at once…
    expect(container.querySelector('code')).toHaveTextContent('def present_value');

    // …and highlighted markup replaces it.
    const keyword = await screen.findByText('def');
    expect(keyword.tagName).toBe('SPAN');
    expect(keyword).toHaveClass('hljs-keyword');
    const code = container.querySelector('code') as HTMLElement;
    expect(code).toHaveClass('hljs', 'language-python');
    expect(code.querySelectorAll('span[class^="hljs-"]').length).toBeGreaterThan(1);
    expect(code.textContent).toBe(PYTHON);
  });

  it('accepts language aliases (py)', async () => {
    render(<CodeBlock code="return 1" language="py" />);
    expect(await screen.findByText('return')).toHaveClass('hljs-keyword');
  });

  it('keeps an unknown language as plain text', async () => {
    render(
      <>
        <CodeBlock code="print('known')" language="python" filename="known.py" />
        <CodeBlock code="DISPLAY 'HELLO'." language="cobol" filename="hello.cob" />
      </>,
    );
    // Wait until the highlighter has loaded (the python block is highlighted)…
    expect(await screen.findByText('print')).toHaveClass('hljs-built_in');
    // …the cobol block is still the plain code.
    const cobol = screen.getByText('hello.cob').closest('figure') as HTMLElement;
    const code = within(cobol).getByText("DISPLAY 'HELLO'.");
    expect(code.tagName).toBe('CODE');
    expect(code).not.toHaveClass('hljs');
    expect(cobol.querySelector('[class^="hljs-"]')).toBeNull();
  });

  it('never turns code into markup (highlighted output is escaped)', async () => {
    const hostile = 'x = "<img src=x onerror=alert(1)>"';
    const { container } = render(<CodeBlock code={hostile} language="python" />);
    await screen.findByText('"<img src=x onerror=alert(1)>"');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe(hostile);
  });

  it('shows new code as plain text until it is highlighted again', async () => {
    const { rerender, container } = render(<CodeBlock code="def a(): pass" language="python" />);
    await screen.findByText('def');
    rerender(<CodeBlock code="SELECT 1;" language="sql" />);
    expect(container.querySelector('code')).toHaveTextContent('SELECT 1;');
    expect(await screen.findByText('SELECT')).toHaveClass('hljs-keyword');
    expect(screen.queryByText('def')).not.toBeInTheDocument();
  });
});

describe('CodeBlock on an Arabic page (RemoteProps.locale)', () => {
  async function renderArabic(code: string, language?: string) {
    // The Arabic texts arrive inside an awaited act: only there does React resume a render waiting for them.
    await act(async () => {
      render(
        <RemotePropsProvider value={arabicProps()}>
          <CodeBlock code={code} language={language} />
        </RemotePropsProvider>,
      );
      await codeMessages.ready('ar');
    });
  }

  it('names a block without a filename or language, and its copy button, in Arabic', async () => {
    await renderArabic('x = 1');
    expect(screen.getByText('الشيفرة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نسخ الشيفرة' })).toHaveTextContent(/^نسخ$/);
  });

  it('says in Arabic that the code was copied, or could not be', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, writeText } = setupClipboard();
    await renderArabic('x = 1', 'python');
    const button = screen.getByRole('button', { name: 'نسخ python' });
    await user.click(button);
    expect(button).toHaveTextContent('تم النسخ!');
    expect(screen.getByRole('status')).toHaveTextContent('نُسخت الشيفرة إلى الحافظة');

    act(() => vi.advanceTimersByTime(2_000));
    writeText.mockImplementation(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await user.click(button);
    expect(button).toHaveTextContent('تعذّر النسخ');
    expect(screen.getByRole('status')).toHaveTextContent('تعذّر نسخ الشيفرة');
  });
});
