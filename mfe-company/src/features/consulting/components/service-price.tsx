import type { PriceDisplay } from '../lib/pricing';
import styles from './service-price.module.css';

/** A service's price and the editor's note (a card's and the details dialog's `<dd>`). */
export function ServicePrice({ price }: { price: PriceDisplay }) {
  return (
    <>
      <strong className={styles.price}>{price.label}</strong>
      {price.note ? <span className={styles.priceNote}>{price.note}</span> : null}
    </>
  );
}
