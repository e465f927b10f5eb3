// @quantethic/kit/ui — visitor forms, the registration modal, video embeds, dialogs downloaded on
// demand, hydration boundaries and the one way to open an external form in a new tab. Compiled into each remote that uses them; they reach the page's
// RemotePropsProvider through @quantethic/shared, and speak its locale (messages/<locale>.json;
// `kitUiMessages.load(locale)` has them ready, e.g. in a test).
export { HydrationBoundary } from './hydration-boundary';
export type { DialogProps } from './lazy-dialog';
export { LAZY_DIALOG_FAILED, LoadFailureBoundary, lazyDialog } from './lazy-dialog';
export type { KitUiMessageKey } from './messages';
export { kitUiMessages } from './messages';
export type { NewTab } from './new-tab';
export { openInNewTab, useNewTab } from './new-tab';
export type { RegistrationModalProps } from './registration-modal';
export { REDIRECT_DELAY_MS, RegistrationModal } from './registration-modal';
export type { VideoEmbedProps, VideoModalProps } from './video';
export { VideoEmbed, VideoModal } from './video';
export type { VisitorInfoFormProps } from './visitor-info-form';
export { VisitorInfoForm } from './visitor-info-form';
