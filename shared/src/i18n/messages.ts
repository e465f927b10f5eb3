// A package's UI texts in every locale (docs/decisions/0014-messages.md). Each package writes its
// catalogues as `src/messages/<locale>.json` (flat key -> ICU message); the build compiles them
// (shared/build/messages.ts) and formatMessage formats them: plural forms through
// Intl.PluralRules (Arabic has six: zero, one, two, few, many, other), arguments, select.
// English is always there; another locale's catalogue is downloaded only when it is used.
// A plural's number (`#`) is written with the locale's Intl tag (intlLocale, decision 0015).
import { LAZY_MODULE_GLOBAL } from '../contracts/prerender';
import { type CompiledMessage, formatMessage } from './format-message';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** A catalogue as the build gives it (compiled), typed by its keys. */
export type Catalog<Key extends string = string> = Record<Key, string>;

/** The values a message's arguments take. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface MessageCatalogs<Key extends string> {
  /** The English catalogue, imported statically: English pages render without waiting. */
  en: Catalog<Key>;
  /** Every other locale's catalogue, downloaded when first used. */
  load: { [L in Exclude<Locale, 'en'>]: () => Promise<{ default: Catalog<Key> }> };
}

export interface PackageMessages<Key extends string> {
  /** The message `key` in `locale`, with `values`; English while that locale's catalogue is not loaded. */
  t(locale: Locale, key: Key, values?: MessageValues): string;
  /** Downloads a locale's catalogue (once); resolves when its messages can be shown. */
  load(locale: Locale): Promise<void>;
  /**
   * Settles once `locale`'s catalogue has been asked for and has arrived or failed (the failure is
   * logged, once): what a render waits for (`use()`, which does not suspend on it once it has
   * settled, or when the catalogue was already there). Never rejects; the same promise each time.
   */
  ready(locale: Locale): Promise<void>;
  /** Whether `locale`'s messages are there (English always is). */
  has(locale: Locale): boolean;
  /** Called when a catalogue has arrived (to render again). */
  subscribe(listener: () => void): () => void;
}

/**
 * A promise React's `use()` reads without suspending once it has settled: it carries the
 * `status` React looks for (React sets it too, the first time it sees the promise). A catalogue
 * that is already there gives one settled from the start, so an English render never suspends.
 */
type SettledAware = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
}

function markSettled(promise: Promise<void>): Promise<void> {
  const marked = promise as SettledAware;
  marked.status = 'pending';
  void marked.then(() => {
    marked.status = 'fulfilled';
    marked.value = undefined;
  });
  return marked;
}

/** One package's messages: its own catalogues, never mixed with another package's keys. */
export function createMessages<Key extends string>(catalogs: MessageCatalogs<Key>): PackageMessages<Key> {
  // Each locale's compiled catalogue, once it is there (TypeScript types them by their JSON).
  const catalogues = new Map<Locale, Catalog<Key>>([[DEFAULT_LOCALE, catalogs.en]]);
  const loading = new Map<Locale, Promise<void>>();
  const settled = new Map<Locale, Promise<void>>();
  const listeners = new Set<() => void>();

  const messages: PackageMessages<Key> = {
    t(locale, key, values) {
      const shown = catalogues.has(locale) ? locale : DEFAULT_LOCALE;
      const message = (catalogues.get(shown) as Catalog<Key>)[key] as CompiledMessage | undefined;
      return message === undefined ? key : formatMessage(message, shown, values);
    },
    has: (locale) => catalogues.has(locale),
    ready(locale) {
      // At deploy time, every page that waits for a catalogue asks for its module again, so each
      // such page names the catalogue's file in its hints, not only the first to load it (kit/prerender).
      if (locale !== DEFAULT_LOCALE && LAZY_MODULE_GLOBAL in globalThis)
        void catalogs.load[locale as Exclude<Locale, 'en'>]?.().catch(() => {});
      let done = settled.get(locale);
      if (!done) {
        done = catalogues.has(locale)
          ? fulfilled()
          : markSettled(
              messages.load(locale).catch((error: unknown) => {
                console.error(`[messages] the ${locale} texts could not be loaded; showing English.`, error);
              }),
            );
        settled.set(locale, done);
      }
      return done;
    },
    load(locale) {
      if (catalogues.has(locale)) return Promise.resolve();
      let pending = loading.get(locale);
      if (!pending) {
        const loader = catalogs.load[locale as Exclude<Locale, 'en'>];
        pending = loader()
          .then(({ default: catalog }) => {
            catalogues.set(locale, catalog);
            for (const listener of listeners) listener();
          })
          .catch((error: unknown) => {
            loading.delete(locale); // Asked again next time.
            throw error;
          });
        loading.set(locale, pending);
      }
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return messages;
}
