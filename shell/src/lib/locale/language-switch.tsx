import { type Locale, localizedPath, useIsHydrated } from '@quantethic/shared';
import { useLocation } from '@quantethic/shared/router';
import { HOLD_ATTRIBUTE } from '../early-input/capture-script';
import { useSiteLocale } from '../site-context';
import { saveLocaleChoice } from './locale-choice';

/** Each edition's name, written in its own language (never translated). */
export const EDITION_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/** The edition a visitor switches to from `locale` (there are two). */
export const otherEdition = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/** The current page in `locale`'s edition, with its query and hash. */
export function useEditionHref(locale: Locale): string {
  const { pathname, search, hash } = useLocation();
  const hydrated = useIsHydrated();
  // The served layout is shared by every page of a section: until it is live, the link names the
  // edition's home. A click in that moment is held (the link has HOLD_ATTRIBUTE) and performed once
  // the layout is live (`markLive`, Layout), which is once this has rendered with `hydrated` true.
  return hydrated ? `${localizedPath(locale, pathname)}${search}${hash}` : localizedPath(locale, '/');
}

/**
 * The link to the same page in the other edition, named in that edition's language. A full page
 * load: the other edition is another app root (its router's basename, its texts, `<html dir>`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const target = otherEdition(useSiteLocale());
  const href = useEditionHref(target);
  return (
    <a
      className={className}
      href={href}
      lang={target}
      hrefLang={target}
      {...{ [HOLD_ATTRIBUTE]: '' }}
      onClick={() => saveLocaleChoice(target)}
    >
      {EDITION_NAMES[target]}
    </a>
  );
}
