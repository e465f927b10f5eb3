import { useDocumentMeta } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { WidgetSlot } from './widget-slot';

const STATS = [
  { label: 'Learners', value: '10+' },
  { label: 'Countries', value: '2+' },
  { label: 'Video Hours', value: '5+' },
] as const;

/** Home-page sections served by remotes, in page order (ARCHITECTURE §1). */
export const HOME_WIDGETS = [
  { remote: 'courses', exposed: 'featured-course', title: 'Featured Course' },
  { remote: 'knowledge', exposed: 'latest-articles', title: 'Knowledge Hub' },
  { remote: 'company', exposed: 'testimonials', title: 'What Learners Say' },
  { remote: 'company', exposed: 'community-signup', title: 'Join Our Community' },
  { remote: 'company', exposed: 'contact-form', title: 'Contact Us' },
] as const;

export function HomePage() {
  useDocumentMeta({
    description:
      'Learn Islamic finance, ethical modelling and quantitative techniques from experts: courses, a knowledge hub and consulting.',
  });
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="qe-container hero__inner">
          <p className="hero__eyebrow">Ethical · Islamic · Quantitative finance</p>
          <h1 id="hero-title" className="hero__title">
            Simplified Quantitative Finance and Ethical Modelling
          </h1>
          <p className="hero__tagline">
            Learn Islamic finance, ethical modelling and quantitative techniques from experts.
          </p>
          <Link to="/courses" className="qe-btn qe-btn--primary hero__cta">
            Explore Courses
          </Link>
        </div>
      </section>
      <section className="stats" aria-label="QuantEthic in numbers">
        <dl className="qe-container stats__list">
          {STATS.map((stat) => (
            <div key={stat.label} className="stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {HOME_WIDGETS.map((widget) => (
        <WidgetSlot
          key={widget.exposed}
          remote={widget.remote}
          exposed={widget.exposed}
          title={widget.title}
        />
      ))}
    </>
  );
}
