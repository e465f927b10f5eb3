import { text } from '@quantethic/kit/content';
import {
  type ConsultingService,
  DEFAULT_LOCALE,
  formatCurrency,
  formatNumber,
  type Locale,
} from '@quantethic/shared';
import type { ConsultingT } from '../consulting-messages';

export interface PriceDisplay {
  /** The headline: '$12,500', '$350 per hour', 'Custom pricing', 'Contact for pricing'. */
  label: string;
  /** What the price is for ('Fixed fee', 'Hourly rate', …), for screen readers and small print. */
  kind: string;
  /** The editor's note, when it adds something to the label. */
  note: string | null;
}

const DEFAULT_CURRENCY = 'USD';

/**
 * An amount in its currency, in `locale` ('$12,500'; cents only when there are any; Arabic:
 * '12,500 US$', decision 0015).
 */
export function formatAmount(
  amount: number,
  currency: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const code = text(currency)?.toUpperCase() ?? DEFAULT_CURRENCY;
  const whole = Number.isInteger(amount);
  try {
    return formatCurrency(amount, code, locale, {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
  } catch {
    // Not an ISO currency code: show the number and the code as given.
    return `${formatNumber(amount, locale, { maximumFractionDigits: 2 })} ${code}`;
  }
}

const cleanNote = (note: unknown, label: string): string | null => {
  const trimmed = text(note);
  // 'per hour' next to '$350 per hour' says nothing new.
  return trimmed && !label.toLowerCase().includes(trimmed.toLowerCase()) ? trimmed : null;
};

const validAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;

/**
 * SPEC §3 pricing for a card and the details modal, for every pricing type: fixed ('$12,500'),
 * hourly ('$350 per hour'), custom ('Custom pricing') and contact ('Contact for pricing'). A
 * fixed or hourly price without an amount is shown as 'Contact for pricing'; no pricing at all
 * gives null. The texts are the page's locale's, through `t`, and so are the amounts (`locale`,
 * English by default).
 */
export function formatPricing(
  pricing: ConsultingService['pricing'] | unknown,
  t: ConsultingT,
  locale: Locale = DEFAULT_LOCALE,
): PriceDisplay | null {
  if (!pricing || typeof pricing !== 'object') return null;
  const { type, amount, currency, note } = pricing as Record<string, unknown>;
  const kind = typeof type === 'string' ? type : validAmount(amount) ? 'fixed' : null;
  let display: Omit<PriceDisplay, 'note'>;
  switch (kind) {
    case 'fixed':
      display = validAmount(amount)
        ? { label: formatAmount(amount, currency as string, locale), kind: t('pricing.fixedFee') }
        : { label: t('pricing.contact'), kind: t('pricing.onRequest') };
      break;
    case 'hourly':
      display = validAmount(amount)
        ? {
            label: t('pricing.perHour', { amount: formatAmount(amount, currency as string, locale) }),
            kind: t('pricing.hourlyRate'),
          }
        : { label: t('pricing.contact'), kind: t('pricing.hourlyOnRequest') };
      break;
    case 'custom':
      display = { label: t('pricing.custom'), kind: t('pricing.tailored') };
      break;
    case 'contact':
      display = { label: t('pricing.contact'), kind: t('pricing.onRequest') };
      break;
    default: {
      const onlyNote = text(note);
      return onlyNote ? { label: t('pricing.contact'), kind: t('pricing.onRequest'), note: onlyNote } : null;
    }
  }
  return { ...display, note: cleanNote(note, display.label) };
}
