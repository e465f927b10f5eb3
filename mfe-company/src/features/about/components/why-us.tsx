import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import {
  ContentImage,
  type ImageSource,
  isRecord,
  type LanguageAttributes,
  text,
} from '@quantethic/kit/content';
import { RichText } from '@quantethic/kit/rich-text';
import type { AboutPage } from '@quantethic/shared';
import type { ReactNode } from 'react';
import { languageIfContent } from '../../../lib/content-language';
import { paragraphs } from '../../../lib/text';
import { useAboutMessages } from '../about-messages';
import { SectionTitle } from './section-title';
import styles from './why-us.module.css';

interface WhyBlock {
  key: string;
  title: string | null;
  body: ReactNode;
  image: ImageSource | null;
}

/**
 * The why-us content: 'whyBlock' items (title, text, image). Plain portable-text blocks between
 * them are kept together as one text block, so older content still reads.
 */
export function whyBlocks(content: unknown): WhyBlock[] {
  if (!Array.isArray(content)) return [];
  const blocks: WhyBlock[] = [];
  let prose: unknown[] = [];
  const flush = () => {
    if (prose.length) {
      const value = prose;
      blocks.push({
        key: `prose-${blocks.length}`,
        title: null,
        body: <RichText value={value} headingLevel={3} />,
        image: null,
      });
      prose = [];
    }
  };
  content.forEach((item, index) => {
    if (!isRecord(item)) return;
    if (item._type === 'block') {
      prose.push(item);
      return;
    }
    flush();
    const title = text(item.title);
    const lines = Array.isArray(item.text) ? [] : paragraphs(item.text);
    const body = Array.isArray(item.text) ? (
      <RichText key="text" value={item.text} headingLevel={3} />
    ) : (
      lines.map((line) => <p key={line}>{line}</p>)
    );
    const image = isRecord(item.image) ? (item.image as ImageSource) : null;
    if (!title && !image && !Array.isArray(item.text) && lines.length === 0) return;
    blocks.push({ key: typeof item._key === 'string' ? item._key : `why-${index}`, title, body, image });
  });
  flush();
  return blocks;
}

/** Why QuantEthic: text blocks and images, alternating sides. */
export function WhyUs({ why, lang = {} }: { why: AboutPage['whyQuantEthic']; lang?: LanguageAttributes }) {
  const t = useAboutMessages();
  const blocks = whyBlocks(why?.content);
  if (blocks.length === 0) return null;
  const ownHeading = text(why?.heading);
  const heading = ownHeading ?? t('about.whyUs');
  return (
    <section className="qe-section qe-section--alt" aria-labelledby="about-why">
      <div className="qe-container">
        <SectionTitle id="about-why" lang={languageIfContent(ownHeading, lang)}>
          {heading}
        </SectionTitle>
        <div className={styles.whyList}>
          {blocks.map((block, index) => (
            <article
              key={block.key}
              className={`${styles.feature} ${index % 2 === 1 ? styles.featureReverse : ''} ${
                block.image ? '' : styles.featureSolo
              }`}
            >
              <div className={styles.featureText} {...lang}>
                <span className={styles.featureNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {block.title ? <h3>{block.title}</h3> : null}
                {block.body}
              </div>
              {block.image ? (
                <div className={styles.featureMedia}>
                  <ContentImage
                    className={styles.featureImage}
                    image={block.image}
                    fallback={DEFAULT_IMAGES.courseThumbnail}
                    alt=""
                    widths={[360, 560, 720, 1120]}
                    sizes="(min-width: 64rem) 32rem, (min-width: 48rem) 45vw, 90vw"
                  />
                </div>
              ) : null}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
