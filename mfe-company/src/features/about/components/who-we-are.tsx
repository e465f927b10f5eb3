import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, type LanguageAttributes, text } from '@quantethic/kit/content';
import { RichText } from '@quantethic/kit/rich-text';
import type { AboutPage } from '@quantethic/shared';
import { usePageLanguageWithin } from '../../../lib/content-language';
import { paragraphs } from '../../../lib/text';
import { useAboutMessages } from '../about-messages';
import { SectionTitle } from './section-title';
import styles from './who-we-are.module.css';

/** Who we are: rich text with an image on the side the editor chose (right by default). */
export function WhoWeAre({
  whoWeAre,
  lang = {},
}: {
  whoWeAre: AboutPage['whoWeAre'];
  lang?: LanguageAttributes;
}) {
  const t = useAboutMessages();
  // The prose is the content's (marked as a whole); a heading the content lacks is the page's.
  const pageLanguage = usePageLanguageWithin(lang);
  const content = whoWeAre?.content as unknown;
  const hasContent = Array.isArray(content) ? content.length > 0 : Boolean(text(content));
  const image = whoWeAre?.image ?? null;
  if (!hasContent && !image) return null;
  const imageLeft = whoWeAre?.imagePosition === 'left';
  return (
    <section className="qe-section" aria-labelledby="about-who">
      <div
        className={`qe-container ${styles.split} ${image ? '' : styles.splitSolo}`}
        data-image-position={image ? (imageLeft ? 'left' : 'right') : undefined}
      >
        <div className={`${styles.prose} ${imageLeft ? styles.splitSecond : ''}`} {...lang}>
          <SectionTitle id="about-who" lang={text(whoWeAre?.heading) ? {} : pageLanguage}>
            {text(whoWeAre?.heading) ?? t('about.whoWeAre')}
          </SectionTitle>
          {Array.isArray(content) ? (
            <RichText value={content} headingLevel={3} />
          ) : (
            paragraphs(content).map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          )}
        </div>
        {image ? (
          <div className={`${styles.splitMedia} ${imageLeft ? styles.splitFirst : ''}`}>
            <ContentImage
              className={styles.roundedImage}
              image={image}
              fallback={DEFAULT_IMAGES.courseThumbnail}
              alt=""
              widths={[360, 560, 720, 1120]}
              sizes="(min-width: 64rem) 32rem, (min-width: 48rem) 45vw, 90vw"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
