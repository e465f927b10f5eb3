import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, imageUrl } from '@quantethic/kit/content';
import { type ImageRef, useRemoteProps } from '@quantethic/shared';
import styles from './member-avatar.module.css';
import { useCompanyMessages } from './messages';
import { initialOf } from './text';

export interface MemberAvatarProps {
  image: ImageRef | null | undefined;
  name: string;
  /** Rendered size in CSS pixels (the image is square). */
  size: number;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A team member's portrait, or their initial when there is no usable image (SPEC §2). A portrait
 * that fails to load falls back to the default avatar (SPEC §4).
 */
export function MemberAvatar({ image, name, size, loading = 'lazy', className = '' }: MemberAvatarProps) {
  const { config } = useRemoteProps();
  const t = useCompanyMessages();
  const hasImage = imageUrl(image, config.content) !== null;
  const classes = `${styles.avatar} ${className}`.trim();
  if (!hasImage) {
    return (
      <span
        className={`${classes} ${styles.initial}`}
        style={{ width: size, height: size, fontSize: size * 0.42 }}
        aria-hidden="true"
      >
        {initialOf(name)}
      </span>
    );
  }
  return (
    <ContentImage
      className={classes}
      image={image}
      fallback={DEFAULT_IMAGES.avatar}
      alt={t('avatar.alt', { name })}
      widths={[size, size * 2]}
      sizes={`${size}px`}
      width={size}
      height={size}
      loading={loading}
    />
  );
}
