// A message as the build compiled it (Lingui's ICU compiler, shared/build/messages.ts) formatted
// with its values: what every package's `t(key, values)` ends in (messages.ts). The ICU parsing
// stays in the build; what is left for the browser is choosing a branch and joining strings.
// Plural and ordinal forms follow the locale's CLDR rules through Intl.PluralRules (Arabic has six
// cardinal forms), `#` is written as formatNumber writes the locale's numbers (decision 0015),
// as Lingui's runtime did (decision 0014: why its 2 KB left the first load). The build rejects
// the argument formats this does not do ({n, number}, {d, date}, {t, time}: numbers and dates are
// formatted before they are passed, by format.ts).

/** One part of a compiled message: text, `[name]`, or `[name, type, branches]`. */
export type CompiledPart =
  | string
  | readonly [name: string]
  | readonly [name: string, type: 'plural' | 'selectordinal' | 'select', branches: CompiledBranches];
/** A plural or select's branches by their key (`one`, `other`, `0` for `=0`…), and a plural's offset. */
export type CompiledBranches = { readonly [key: string]: CompiledMessage | number | undefined };
/** A compiled message: its text alone when it has no arguments. */
export type CompiledMessage = string | readonly CompiledPart[];

import { formatNumber, intlLocale } from './format';
import type { Locale } from './locale';

export type FormatValues = Readonly<Record<string, unknown>>;

const pluralRules = new Map<string, Intl.PluralRules>();

function rulesFor(locale: Locale, type: 'cardinal' | 'ordinal'): Intl.PluralRules {
  const id = `${locale} ${type}`;
  let rules = pluralRules.get(id);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale), { type });
    pluralRules.set(id, rules);
  }
  return rules;
}

/**
 * `message` with `values`, in `locale`. `#` inside a plural (or a branch within it) is the
 * plural's number less its offset; an argument without a value is left out.
 */
export function formatMessage(message: CompiledMessage, locale: Locale, values: FormatValues = {}): string {
  return format(message, locale, values, undefined);
}

function format(
  message: CompiledMessage,
  locale: Locale,
  values: FormatValues,
  count: number | undefined,
): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') {
      text += part === '#' && count !== undefined ? formatNumber(count, locale) : part;
      continue;
    }
    const value = values[part[0]];
    if (part.length === 1) {
      if (value != null) text += String(value);
      continue;
    }
    const [, type, branches] = part;
    let branch: CompiledBranches[string];
    let branchCount = count;
    if (type === 'select') branch = branches[String(value)] ?? branches.other;
    else {
      const offset = typeof branches.offset === 'number' ? branches.offset : 0;
      const n = Number(value);
      branchCount = n - offset;
      branch =
        branches[String(n)] ??
        branches[rulesFor(locale, type === 'plural' ? 'cardinal' : 'ordinal').select(branchCount)] ??
        branches.other;
    }
    if (branch !== undefined && typeof branch !== 'number')
      text += format(branch, locale, values, branchCount);
  }
  return text;
}
