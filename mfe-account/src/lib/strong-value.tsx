import { Fragment, type ReactNode } from 'react';

/** Stands for the value while the message is formatted; never in a message or an email address. */
const SLOT = '\u0000';

/**
 * A message that shows one of its values in bold, where the translation puts it: `format` formats
 * the message with `slot` for that value (`(email) => t('forgot.sent', { email })`), and the value
 * is shown as `<strong>` in its place.
 */
export function withStrongValue(format: (slot: string) => string, value: string): ReactNode {
  return format(SLOT)
    .split(SLOT)
    .map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, always in this order.
      <Fragment key={index}>
        {index > 0 ? <strong>{value}</strong> : null}
        {part}
      </Fragment>
    ));
}
