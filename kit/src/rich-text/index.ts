// @quantethic/kit/rich-text — portable text rendering with the site's safety rules.
export { blockText, cleanBlocks } from './clean-blocks';
export { richTextMessages } from './messages';
export type { RichTextHeadingLevel, RichTextProps } from './rich-text';
export { RichText, RichTextLink } from './rich-text';
