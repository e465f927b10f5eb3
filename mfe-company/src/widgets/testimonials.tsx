import type { RemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Icon } from '../lib/icons';
import styles from './widgets.module.css';

export const contractVersion = CONTRACT_VERSION;

/** The three fixed testimonials of the home page (SPEC §2). */
export const TESTIMONIALS = [
  {
    quote:
      'The Islamic finance course finally made murabaha and ijarah click for me — the worked cash-flow examples were exactly what my textbooks were missing.',
    name: 'Aisha Rahman',
    role: 'MSc Finance student',
  },
  {
    quote:
      "Clear, rigorous and practical. I used the screening module to build a Shari'ah-compliant equity screen at work within a week.",
    name: 'Daniel Koh',
    role: 'Risk analyst',
  },
  {
    quote:
      'Every model comes with its assumptions spelled out, and the ethics is woven into the maths rather than bolted on. Rare and valuable.',
    name: 'Fatima Siddiqui',
    role: 'PhD researcher',
  },
] as const;

/** Home 'What Learners Say' section (exposed as `company/testimonials`). */
export default function TestimonialsWidget(_props: RemoteProps) {
  return (
    <section className="qe-section" aria-labelledby="testimonials-title">
      <div className="qe-container">
        <h2 id="testimonials-title">What Learners Say</h2>
        <ul className={`qe-grid ${styles.testimonials}`}>
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className={`qe-card ${styles.testimonial}`}>
              <figure className={styles.figure}>
                <Icon name="quote" size={28} className={styles.quoteMark} />
                <blockquote className={styles.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.initial} aria-hidden="true">
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <strong className={styles.name}>{item.name}</strong>
                    <span className="qe-muted">{item.role}</span>
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
