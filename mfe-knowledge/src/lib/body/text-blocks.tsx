import { CodeBlock } from '@quantethic/kit/code';
import { isRecord, text } from '@quantethic/kit/content';
import { RichTextLink } from '@quantethic/kit/rich-text';
import styles from './body.module.css';

/** A code block: filename, syntax highlighting (loaded on demand) and a copy button. */
export function CodeBlockType({ value }: { value: unknown }) {
  const block = isRecord(value) ? value : {};
  return (
    <CodeBlock
      code={typeof block.code === 'string' ? block.code : null}
      language={text(block.language)}
      filename={text(block.filename)}
    />
  );
}

const MAX_LINKS = 50;

/**
 * A links block ({href, title} or {links: [...]}): each one through the rich-text link rules
 * (in-app for /knowledge/, /team/, /authors/; new tab otherwise; unsafe URLs as plain text).
 */
export function LinksBlock({ value }: { value: unknown }) {
  const block = isRecord(value) ? value : {};
  const items = (Array.isArray(block.links) ? block.links : [block]).filter(isRecord).slice(0, MAX_LINKS);
  const links = items
    .map((item) => {
      const href = item.href ?? item.url;
      const label = text(item.title) ?? text(item.text) ?? text(item.label) ?? text(href);
      return label ? { href, label } : null;
    })
    .filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links carry no identity of their own.
        <li key={index}>
          <RichTextLink href={link.href}>{link.label}</RichTextLink>
        </li>
      ))}
    </ul>
  );
}
