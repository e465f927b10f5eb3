// Default images (SPEC §9): used when content has none or an image fails to load.
import avatar from './avatar.svg';
import courseThumbnail from './course-thumbnail.svg';
import socialImage from './social-image.svg';
import videoThumbnail from './video-thumbnail.svg';

export const DEFAULT_IMAGES = { avatar, courseThumbnail, socialImage, videoThumbnail } as const;
