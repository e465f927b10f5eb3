import { useEffect, useRef, useState } from 'react';
import { useCodeMessages } from './messages';

export { codeMessages } from './messages';

export interface CodeBlockProps {
  code: string | null | undefined;
  language?: string | null;
  filename?: string | null;
}

/** SPEC §9 'Link copied!'-style feedback time, reused for 'Copied!'. */
const COPIED_MS = 2000;

/**
 * A code example: filename (or language), syntax highlighting loaded on demand, and a copy
 * button. The plain code shows at once; highlighting replaces it when the highlighter arrives.
 * Its own texts (the copy button, 'Code') are in the page's locale.
 */
export function CodeBlock({ code, language, filename }: CodeBlockProps) {
  const t = useCodeMessages();
  const text = typeof code === 'string' ? code : '';
  const [html, setHtml] = useState<string | null>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | null>(null);

  useEffect(() => {
    let active = true;
    setHtml(null);
    if (!text || !language) return;
    import('@quantethic/highlighter')
      .then(({ highlight }) => {
        if (active) setHtml(highlight(text, language));
      })
      .catch((error) => console.error('[code] highlighting unavailable', error));
    return () => {
      active = false;
    };
  }, [text, language]);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  if (!text.trim()) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied('idle'), COPIED_MS);
  };

  const label = filename || language || t('code.name');
  return (
    <figure className="qe-code">
      <figcaption className="qe-code__header">
        <span className="qe-code__name">{label}</span>
        <button
          type="button"
          className="qe-code__copy"
          onClick={copy}
          aria-label={t('code.copyLabel', { name: label })}
        >
          {copied === 'copied'
            ? t('code.copied')
            : copied === 'failed'
              ? t('code.copyFailed')
              : t('code.copy')}
        </button>
        <span className="qe-visually-hidden" role="status">
          {copied === 'copied'
            ? t('code.copiedStatus')
            : copied === 'failed'
              ? t('code.copyFailedStatus')
              : ''}
        </span>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long code scrolls sideways; keyboard users need to reach it (axe scrollable-region-focusable). */}
      <pre tabIndex={0}>
        {html ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the code; the output only adds span classes.
          <code className={`hljs language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code>{text}</code>
        )}
      </pre>
    </figure>
  );
}
