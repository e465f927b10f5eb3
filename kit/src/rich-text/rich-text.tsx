import {
  PortableText,
  type PortableTextBlockComponent,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
} from '@portabletext/react';
import { classifyLink, INTERNAL_LINK_PREFIXES } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { type ReactNode, useMemo } from 'react';
import { DEFAULT_IMAGES } from '../assets';
import { ContentImage } from '../content';
import { cleanBlocks } from './clean-blocks';
import { useRichTextMessages } from './messages';

/** What a link that opens in a new tab tells screen readers, in the page's locale. */
function NewTabNote() {
  const t = useRichTextMessages();
  return <span className="qe-visually-hidden">{t('richText.newTab')}</span>;
}

/**
 * A rich-text link (SPEC §2): /knowledge/, /team/ and /authors/ stay in the app (authors are team
 * members, so /authors/x goes to /team/x); other safe links open in a new tab with rel noopener;
 * javascript:, data: and anything else unsafe renders as plain text.
 */
export function RichTextLink({ href, children }: { href: unknown; children: ReactNode }) {
  const link = classifyLink(href);
  if (link.kind === 'internal' && INTERNAL_LINK_PREFIXES.some((prefix) => link.to.startsWith(prefix))) {
    return <Link to={link.to.replace(/^\/authors\//, '/team/')}>{children}</Link>;
  }
  if (link.kind === 'unsafe') return <span>{children}</span>;
  const target = link.kind === 'internal' ? link.to : link.href;
  return (
    <a href={target} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabNote />
    </a>
  );
}

function LinkMark({ value, children }: PortableTextMarkComponentProps<{ _type: string; href?: unknown }>) {
  return <RichTextLink href={value?.href}>{children}</RichTextLink>;
}

function ImageBlock({ value }: { value: { asset?: { _ref?: string }; alt?: string; caption?: string } }) {
  return (
    <figure className="qe-rich-image">
      <ContentImage
        image={value}
        fallback={DEFAULT_IMAGES.courseThumbnail}
        alt={typeof value.alt === 'string' ? value.alt : ''}
        widths={[480, 800, 1200]}
        sizes="(min-width: 72rem) 48rem, 100vw"
      />
      {typeof value.caption === 'string' && value.caption ? <figcaption>{value.caption}</figcaption> : null}
    </figure>
  );
}

type BlockStyles = Record<string, PortableTextBlockComponent>;

const BLOCK_STYLES: BlockStyles = {
  // The page owns its h1: a content h1 becomes a section heading.
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h2>{children}</h2>,
  h3: ({ children }) => <h3>{children}</h3>,
  h4: ({ children }) => <h4>{children}</h4>,
  blockquote: ({ children }) => <blockquote className="qe-rich-quote">{children}</blockquote>,
  normal: ({ children }) => <p>{children}</p>,
};

const BASE: PortableTextComponents = {
  block: BLOCK_STYLES,
  marks: { link: LinkMark },
  types: { image: ImageBlock },
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownList: ({ children }) => <ul>{children}</ul>,
  unknownListItem: ({ children }) => <li>{children}</li>,
};

export type RichTextHeadingLevel = 2 | 3 | 4 | 5;

/**
 * Heading renderers for rich text placed under a heading of the page: content h1–h3 render at
 * `level`, h4–h6 one level below, so the page's outline never skips a level.
 */
function headingsAt(level: RichTextHeadingLevel): BlockStyles {
  const Top = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h3' | 'h4' | 'h5' | 'h6';
  const top: PortableTextBlockComponent = ({ children }) => <Top>{children}</Top>;
  const sub: PortableTextBlockComponent = ({ children }) => <Sub>{children}</Sub>;
  return { h1: top, h2: top, h3: top, h4: sub, h5: sub, h6: sub };
}

export interface RichTextProps {
  value: unknown;
  /** Extra block renderers (the knowledge remote adds charts, code, video, PDFs, slides…). */
  types?: PortableTextComponents['types'];
  /**
   * For rich text inside a section of a page (e.g. under an h2 or a dialog's h3): content h1–h3
   * render at this level and h4–h6 one below. Without it, h1 becomes h2 and h2–h4 stay as
   * written (an article body directly under the page's h1).
   */
  headingLevel?: RichTextHeadingLevel;
}

/** Untrusted portable text, rendered safely (see cleanBlocks and RichTextLink). */
export function RichText({ value, types, headingLevel }: RichTextProps) {
  const blocks = useMemo(() => cleanBlocks(value), [value]);
  const components = useMemo(
    (): PortableTextComponents => ({
      ...BASE,
      block: headingLevel ? { ...BLOCK_STYLES, ...headingsAt(headingLevel) } : BLOCK_STYLES,
      types: { ...BASE.types, ...types },
    }),
    [types, headingLevel],
  );
  return <PortableText value={blocks as never} components={components} onMissingComponent={false} />;
}
