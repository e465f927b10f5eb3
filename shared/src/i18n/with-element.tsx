import { Fragment, type ReactNode } from 'react';

/** Stands for the element while the message is formatted: never in a message or in what a visitor types. */
const SLOT = '\u0000';

/**
 * A message with one of its values shown as an element (a name or an email in `<strong>`), where
 * the translation puts it: `format` formats the message with `slot` for that value, e.g.
 * `withElement((email) => t('forgot.sent', { email }), <strong>{email}</strong>)`.
 */
export function withElement(format: (slot: string) => string, element: ReactNode): ReactNode {
  return format(SLOT)
    .split(SLOT)
    .map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, always in this order.
      <Fragment key={index}>
        {index > 0 ? element : null}
        {part}
      </Fragment>
    ));
}
