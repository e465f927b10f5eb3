import type { PortableTextComponents } from '@portabletext/react';
import { RichText } from '@quantethic/kit/rich-text';
import styles from './body.module.css';
import { useBodyTextsFirst } from './body-messages';
import { ChartBlock } from './chart-block';
import { FileBlock, FramesAllowed, PdfBlock, SlidesBlock } from './document-blocks';
import { ImageBlock, VideoBlock } from './media-blocks';
import { CodeBlockType, LinksBlock } from './text-blocks';

/** Renderers for every body block type of SPEC §3 (unknown types render nothing). */
export const BLOCK_TYPES: PortableTextComponents['types'] = {
  chart: ChartBlock,
  pdfDocument: PdfBlock,
  slides: SlidesBlock,
  codeBlock: CodeBlockType,
  videoEmbed: VideoBlock,
  youtube: VideoBlock,
  image: ImageBlock,
  imageWithAlt: ImageBlock,
  file: FileBlock,
  link: LinksBlock,
  links: LinksBlock,
};

export interface ArticleBodyProps {
  body: unknown;
  /** The body's language and direction when it is not the page's (`fallbackLanguage`). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** False inside a dialog: no PDF viewer or slides frame, only their links (FramesAllowed). */
  frames?: boolean;
}

/**
 * An article's rich body: RichText (link safety, embedded frame/video blocks and duplicates
 * dropped, unknown types rendered as nothing) with the knowledge block types. Loaded on demand by
 * the article page and the preview modal. In another locale than English it waits for its texts
 * before any of it renders (useBodyTextsFirst).
 */
export default function ArticleBody({ body, lang, dir, frames = true }: ArticleBodyProps) {
  useBodyTextsFirst();
  return (
    <div className={styles.body} lang={lang} dir={dir}>
      <FramesAllowed value={frames}>
        <RichText value={body} types={BLOCK_TYPES} />
      </FramesAllowed>
    </div>
  );
}
