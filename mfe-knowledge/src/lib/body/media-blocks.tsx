import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, imageUrl, isRecord, text } from '@quantethic/kit/content';
import { VideoEmbed } from '@quantethic/kit/ui';
import { useRemoteProps } from '@quantethic/shared';
import { imageOf } from '../post';
import styles from './body.module.css';
import { useBodyMessages } from './body-messages';

/** An image block (`image` or `imageWithAlt`): responsive sources, alt text and caption. */
export function ImageBlock({ value }: { value: unknown }) {
  const { config } = useRemoteProps();
  const image = imageOf(value);
  if (!image || !imageUrl(image, config.content)) return null;
  const caption = isRecord(value) ? text(value.caption) : null;
  return (
    <figure className="qe-rich-image">
      <ContentImage
        image={image}
        fallback={DEFAULT_IMAGES.socialImage}
        alt=""
        widths={[480, 800, 1200]}
        sizes="(min-width: 48rem) 42rem, 100vw"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

/** A video block: YouTube or Vimeo with its caption; any other URL shows the unsupported-URL note. */
export function VideoBlock({ value }: { value: unknown }) {
  const block = isRecord(value) ? value : {};
  const t = useBodyMessages();
  const caption = text(block.caption);
  const url = typeof block.url === 'string' ? block.url : null;
  return (
    <figure className={styles.video}>
      <VideoEmbed
        url={url}
        title={caption ?? t(block._type === 'youtube' ? 'blocks.youtubeVideo' : 'blocks.video')}
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
