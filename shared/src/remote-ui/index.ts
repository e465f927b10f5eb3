// @quantethic/shared/ui — UI used by the remotes (not by the shell's first load): a federation
// shared module, so a visit downloads it once.
export type { RegistrationModalProps } from './registration-modal';
export { REDIRECT_DELAY_MS, RegistrationModal } from './registration-modal';
export type { VideoEmbedProps, VideoModalProps } from './video';
export { VideoEmbed, VideoModal } from './video';
export type { VisitorInfoFormProps } from './visitor-info-form';
export { VisitorInfoForm } from './visitor-info-form';
