import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, imageUrl } from '@quantethic/kit/content';
import type { ConsultingService } from '@quantethic/shared';
import { useRemoteProps } from '@quantethic/shared';
import { Icon, isIconName } from '../../../lib/icons';
import styles from './service-media.module.css';

/** A service's image, or its icon on a gradient when it has none (SPEC §2). */
export function ServiceMedia({ service }: { service: ConsultingService }) {
  const { config } = useRemoteProps();
  if (imageUrl(service.image, config.content)) {
    return (
      <ContentImage
        className={styles.mediaImage}
        image={service.image}
        fallback={DEFAULT_IMAGES.courseThumbnail}
        alt=""
        widths={[400, 640, 800]}
        sizes="(min-width: 72rem) 22rem, (min-width: 48rem) 45vw, 100vw"
      />
    );
  }
  const icon = isIconName(service.iconName) ? service.iconName : 'briefcase';
  return (
    <div className={styles.mediaFallback} data-testid="service-icon">
      <Icon name={icon} size={56} strokeWidth={1.5} />
    </div>
  );
}
