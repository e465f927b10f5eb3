// The texts of shared's own UI (docs/decisions/0014-messages.md): the defaults of the status views,
// the 404 page, the modal's close button, and the description and image text of a page's head that
// has none of its own. Internal to this package (not exported): its components read them in the
// page's locale (RemoteProps.locale; English in the shell). A remote's tree asks for the page
// locale's catalogue as soon as it mounts (RemotePropsProvider), so a dialog or a status view shown
// later finds its texts there instead of waiting for them.
// No hook here: remote-context imports this file, and useMessages imports remote-context.
import type { Locale } from '../i18n/locale';
import { createMessages } from '../i18n/messages';
import en from './messages/en.json';

export type SharedUiMessageKey = keyof typeof en;

// Pure: a bundle that imports these texts without using them (a remote's page that shows none
// of these parts) leaves the catalogue out.
export const sharedUiMessages = /* @__PURE__ */ createMessages<SharedUiMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/**
 * What a page's head says when the page gives no description or social image of its own: the
 * site's description and the default social image's alt text, in `locale` (seo/head.ts; English
 * until that locale's texts are there: the shell and the deploy's render make them ready first).
 */
export function siteHeadTexts(locale: Locale): { description: string; imageAlt: string } {
  return {
    description: sharedUiMessages.t(locale, 'head.description'),
    imageAlt: sharedUiMessages.t(locale, 'head.imageAlt'),
  };
}

/**
 * Shared's own texts in `locale`, ready (the shell's pages render the 404 page and status views
 * without a remote: it makes them ready before it renders or hydrates).
 */
export const sharedTextsReady = (locale: Locale): Promise<void> => sharedUiMessages.ready(locale);
