import { remoteWidget } from '@quantethic/kit/widget';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Icon } from '../../lib/icons';
import styles from './testimonials.module.css';
import { type TestimonialsMessageKey, useTestimonialsMessages } from './testimonials-messages';

export const contractVersion = CONTRACT_VERSION;

/** The three fixed testimonials of the home page (SPEC §2): quote and role are messages. */
export const TESTIMONIALS = [
  { quote: 'testimonials.aisha', name: 'Aisha Rahman', role: 'testimonials.aishaRole' },
  { quote: 'testimonials.daniel', name: 'Daniel Koh', role: 'testimonials.danielRole' },
  { quote: 'testimonials.fatima', name: 'Fatima Siddiqui', role: 'testimonials.fatimaRole' },
] as const satisfies readonly { quote: TestimonialsMessageKey; name: string; role: TestimonialsMessageKey }[];

function Testimonials() {
  const t = useTestimonialsMessages();
  return (
    <section className="qe-section" aria-labelledby="testimonials-title">
      <div className="qe-container">
        <h2 id="testimonials-title">{t('testimonials.title')}</h2>
        <ul className={`qe-grid ${styles.testimonials}`}>
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className={`qe-card ${styles.testimonial}`}>
              <figure className={styles.figure}>
                <Icon name="quote" size={28} className={styles.quoteMark} />
                <blockquote className={styles.quote}>
                  <p>{t(item.quote)}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.initial} aria-hidden="true" translate="no">
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <strong className={styles.name}>
                      {/* A name as its bearer writes it: never translated, isolated in Arabic text. */}
                      <bdi translate="no">{item.name}</bdi>
                    </strong>
                    <span className="qe-muted">{t(item.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Home 'What Learners Say' section (exposed as `company/testimonials`). */
export default remoteWidget(Testimonials);

/** The widget's texts in the page's language, loaded before the shell renders it. */
export { testimonialsReady as ready } from './testimonials-messages';
