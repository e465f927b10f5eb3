// How a part of a remote reads its own catalogue and its package's shared one through one `t`
// (docs/decisions/0014-messages.md): a page or widget owns `messages/<locale>.json` beside its code,
// so its chunk carries only its own English texts, and reads the texts several parts show from the
// package's catalogue (src/messages).
import {
  type Catalog,
  type Locale,
  type MessageValues,
  type PackageMessages,
  useLocale,
  useMessages,
} from '@quantethic/shared';
import { useMemo } from 'react';

/** `t(key, values)` over a part's own keys (`Own`) and its package's shared ones (`Common`). */
export type CombinedT<Own extends string, Common extends string> = (
  key: Own | Common,
  values?: MessageValues,
) => string;

/** Every catalogue given ready in `locale` (each settles, never rejects: PackageMessages.ready). */
export const allReady = (
  locale: Locale,
  ...catalogues: { ready(locale: Locale): Promise<unknown> }[]
): Promise<void> => Promise.all(catalogues.map((catalogue) => catalogue.ready(locale))).then(() => {});

/**
 * `t` over a part's own catalogue (`own`, whose English is `ownEnglish`) and the package's shared
 * one (`common`), in `locale`, outside React: a key of its own reads its own catalogue, any other
 * the shared one (English while a catalogue is not there: its `ready(locale)` waits for it).
 */
export function textsIn<Own extends string, Common extends string>(
  own: PackageMessages<Own>,
  ownEnglish: Catalog<Own>,
  common: PackageMessages<Common>,
  locale: Locale,
): CombinedT<Own, Common> {
  return (key, values) =>
    Object.hasOwn(ownEnglish, key)
      ? own.t(locale, key as Own, values)
      : common.t(locale, key as Common, values);
}

/**
 * `textsIn` in the page's locale (RemoteProps.locale) unless given: suspends until both
 * catalogues are there in it. A lazy page has them before it renders (`withTexts`, kit/lazy), a
 * widget before the shell renders it (its `ready`).
 */
export function useTexts<Own extends string, Common extends string>(
  own: PackageMessages<Own>,
  ownEnglish: Catalog<Own>,
  common: PackageMessages<Common>,
  locale?: Locale,
): CombinedT<Own, Common> {
  const pageLocale = useLocale();
  const active = locale ?? pageLocale;
  useMessages(own, active);
  useMessages(common, active);
  return useMemo(() => textsIn(own, ownEnglish, common, active), [own, ownEnglish, common, active]);
}
