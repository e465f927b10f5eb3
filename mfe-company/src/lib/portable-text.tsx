import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { classifyLink, INTERNAL_LINK_PREFIXES } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { Fragment, type ReactNode, useMemo } from 'react';
import { ContentImage } from './content-image';
import type { ImageSource } from './image';

/*
 * Portable text as this remote shows it (about page, service details): paragraphs, headings,
 * quotes, nested lists, bold/italic/code/underline/strike and links, plus images. It follows the
 * rules of RichText from @quantethic/shared/rich-text (untrusted content cleaned, embedded
 * frames dropped, duplicate blocks removed, safe links only) without loading
 * @portabletext/react in this remote (see ./content-client.ts for why).
 */

interface Span {
  _key: string;
  text: string;
  marks: string[];
}
interface MarkDef {
  _key: string;
  _type: string;
  href?: unknown;
}
interface TextBlock {
  kind: 'text';
  _key: string;
  style: string;
  listItem: 'bullet' | 'number' | null;
  level: number;
  children: Span[];
  markDefs: MarkDef[];
}
interface ImageBlock {
  kind: 'image';
  _key: string;
  image: ImageSource & { caption?: unknown };
}
type Block = TextBlock | ImageBlock;

const EMBED_HTML = /<\s*(iframe|video|embed|object|script)\b/i;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Untrusted portable text to blocks this renderer knows; anything else is dropped. */
export function toBlocks(value: unknown): Block[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const blocks: Block[] = [];
  value.forEach((item, index) => {
    if (!isRecord(item)) return;
    const key = typeof item._key === 'string' ? item._key : `block-${index}`;
    if (item._type === 'image') {
      blocks.push({ kind: 'image', _key: key, image: item as ImageBlock['image'] });
      return;
    }
    if (item._type !== 'block') return;
    const children = (Array.isArray(item.children) ? item.children : []).filter(isRecord).map((child, i) => ({
      _key: typeof child._key === 'string' ? child._key : `${key}-${i}`,
      text: typeof child.text === 'string' ? child.text : '',
      marks: Array.isArray(child.marks) ? child.marks.filter((m): m is string => typeof m === 'string') : [],
    }));
    const text = children.map((child) => child.text).join('');
    if (EMBED_HTML.test(text)) return;
    const style = typeof item.style === 'string' ? item.style : 'normal';
    const listItem = item.listItem === 'bullet' || item.listItem === 'number' ? item.listItem : null;
    const signature = `${style}|${listItem ?? ''}|${text.trim()}`;
    if (text.trim() && seen.has(signature)) return;
    seen.add(signature);
    blocks.push({
      kind: 'text',
      _key: key,
      style,
      listItem,
      level: typeof item.level === 'number' && item.level > 0 ? Math.min(Math.floor(item.level), 6) : 1,
      children,
      markDefs: (Array.isArray(item.markDefs) ? item.markDefs : [])
        .filter(isRecord)
        .filter((def): def is Record<string, unknown> & MarkDef => typeof def._key === 'string')
        .map((def) => ({ _key: def._key, _type: String(def._type ?? ''), href: def.href })),
    });
  });
  return blocks;
}

/** A rich-text link: /knowledge/, /team/, /authors/ stay in the app; other safe links open in a new tab. */
function TextLink({ href, children }: { href: unknown; children: ReactNode }) {
  const link = classifyLink(href);
  if (link.kind === 'internal' && INTERNAL_LINK_PREFIXES.some((prefix) => link.to.startsWith(prefix))) {
    return <Link to={link.to.replace(/^\/authors\//, '/team/')}>{children}</Link>;
  }
  if (link.kind === 'unsafe') return <span>{children}</span>;
  return (
    <a href={link.kind === 'internal' ? link.to : link.href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="qe-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

const DECORATORS: Record<string, (children: ReactNode) => ReactNode> = {
  strong: (c) => <strong>{c}</strong>,
  em: (c) => <em>{c}</em>,
  code: (c) => <code>{c}</code>,
  underline: (c) => <u>{c}</u>,
  'strike-through': (c) => <s>{c}</s>,
};

function renderSpans(block: TextBlock): ReactNode {
  return block.children.map((span) => {
    let node: ReactNode = span.text;
    for (const mark of [...span.marks].reverse()) {
      const decorate = DECORATORS[mark];
      if (decorate) {
        node = decorate(node);
        continue;
      }
      const def = block.markDefs.find((d) => d._key === mark);
      if (def?._type === 'link') node = <TextLink href={def.href}>{node}</TextLink>;
    }
    return <Fragment key={span._key}>{node}</Fragment>;
  });
}

function renderBlock(block: Block, headingLevel: 3 | 4): ReactNode {
  if (block.kind === 'image') {
    const caption = typeof block.image.caption === 'string' ? block.image.caption : null;
    return (
      <figure key={block._key} className="qe-rich-image">
        <ContentImage
          image={block.image}
          fallback={DEFAULT_IMAGES.courseThumbnail}
          alt=""
          widths={[480, 800, 1200]}
          sizes="(min-width: 72rem) 48rem, 100vw"
        />
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
    );
  }
  const content = renderSpans(block);
  switch (block.style) {
    // The page owns its h1 and h2s: content headings start at `headingLevel`.
    case 'h1':
    case 'h2':
    case 'h3': {
      const Heading = headingLevel === 3 ? 'h3' : 'h4';
      return <Heading key={block._key}>{content}</Heading>;
    }
    case 'h4':
    case 'h5':
    case 'h6': {
      const Heading = headingLevel === 3 ? 'h4' : 'h5';
      return <Heading key={block._key}>{content}</Heading>;
    }
    case 'blockquote':
      return (
        <blockquote key={block._key} className="qe-rich-quote">
          {content}
        </blockquote>
      );
    default:
      return <p key={block._key}>{content}</p>;
  }
}

/** Consecutive list items (with deeper levels nested) as one <ul>/<ol>; returns the next index. */
function renderList(blocks: Block[], start: number): [ReactNode, number] {
  const first = blocks[start] as TextBlock;
  const items: { block: TextBlock; nested: ReactNode[] }[] = [];
  let index = start;
  while (index < blocks.length) {
    const block = blocks[index];
    if (block?.kind !== 'text' || !block.listItem || block.level < first.level) break;
    if (block.level === first.level) {
      if (block.listItem !== first.listItem) break;
      items.push({ block, nested: [] });
      index += 1;
    } else {
      const [nested, next] = renderList(blocks, index);
      const parent = items[items.length - 1];
      if (parent) parent.nested.push(nested);
      else items.push({ block: { ...block, children: [] }, nested: [nested] });
      index = next;
    }
  }
  const Tag = first.listItem === 'number' ? 'ol' : 'ul';
  return [
    <Tag key={first._key}>
      {items.map(({ block, nested }) => (
        <li key={block._key}>
          {renderSpans(block)}
          {nested}
        </li>
      ))}
    </Tag>,
    index,
  ];
}

/** Untrusted portable text, rendered safely; its headings start at `headingLevel` (3 by default). */
export function PortableText({ value, headingLevel = 3 }: { value: unknown; headingLevel?: 3 | 4 }) {
  const blocks = useMemo(() => toBlocks(value), [value]);
  const nodes: ReactNode[] = [];
  let index = 0;
  while (index < blocks.length) {
    const block = blocks[index] as Block;
    if (block.kind === 'text' && block.listItem) {
      const [list, next] = renderList(blocks, index);
      nodes.push(list);
      index = next;
    } else {
      nodes.push(renderBlock(block, headingLevel));
      index += 1;
    }
  }
  return <>{nodes}</>;
}
