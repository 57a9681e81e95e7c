import { EyeOff, Quote } from 'lucide-react';
import { CoupleIllustration } from './couple-illustration';
import { CAROUSEL_ITEM, CAROUSEL_LIST } from './mobile-carousel';
import { TESTIMONIALS } from './landing-samples';
import { SectionHeading } from './section-heading';
import { useT } from '../../../lib/i18n';

/** Four couples in their own words; their photos stay blurred, as members' photos do by default. */
export function TestimonialsSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="testimonials-heading" className="section bg-white">
      <div className="container-page">
        <SectionHeading id="testimonials-heading" eyebrow={t('landing.testimonials.eyebrow')} title={t('landing.testimonials.title')}>
          <p>
            <EyeOff className="me-2 inline-block h-4 w-4 -translate-y-px align-middle text-gold-600" aria-hidden="true" />
            {t('landing.testimonials.lead')}
          </p>
        </SectionHeading>
        {/* Focusable so keyboard users can scroll the row on phones: the cards hold no links. */}
        <ul
          tabIndex={0}
          aria-label={t('landing.testimonials.list')}
          className={`mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4 ${CAROUSEL_LIST}`}
        >
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id} className={CAROUSEL_ITEM}>
              <figure className="card flex h-full flex-col overflow-hidden">
                <div className="relative h-40 overflow-hidden">
                  <CoupleIllustration
                    style={testimonial.image}
                    label={t('landing.testimonials.photo', { couple: t(testimonial.coupleSpoken) })}
                    className="h-full w-full scale-110 blur-sm"
                  />
                  <span className="absolute bottom-3 start-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-700 shadow-sm">
                    <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
                    {t('landing.testimonials.blurred')}
                  </span>
                </div>
                <blockquote className="flex-1 px-6 pt-6 text-sm leading-relaxed text-ink">
                  <Quote className="mb-3 h-6 w-6 text-gold-500" aria-hidden="true" />
                  <p>“{t(testimonial.quote)}”</p>
                </blockquote>
                <figcaption className="mx-6 mt-5 mb-6 border-t border-brand-100 pt-4">
                  <span className="block font-semibold text-brand-700">{t(testimonial.couple)}</span>
                  <span className="block text-sm text-muted">{t(testimonial.location)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
