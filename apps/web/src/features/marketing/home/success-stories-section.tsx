import { useState } from 'react';
import { MapPin, Quote, RotateCcw } from 'lucide-react';
import { CoupleIllustration } from './couple-illustration';
import { SUCCESS_STORIES, type SuccessStorySample } from './landing-samples';
import { SectionHeading } from './section-heading';
import { useT } from '../../../lib/i18n';

export function SuccessStoriesSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="success-stories-heading" className="section bg-cream">
      <div className="container-page">
        <SectionHeading id="success-stories-heading" eyebrow={t('landing.stories.eyebrow')} title={t('landing.stories.title')}>
          <p>{t('landing.stories.lead')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {SUCCESS_STORIES.map((story) => (
            // On two columns the odd card out is centred beneath the others.
            <li key={story.id} className="sm:last:odd:col-span-2 sm:last:odd:w-[calc(50%-1rem)] sm:last:odd:justify-self-center lg:last:odd:col-span-1 lg:last:odd:w-full">
              <SuccessStoryCard story={story} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * A flip card: hover turns it on wide screens; the toggle button below turns it on touch and keyboard.
 * The button sits outside `.flip-card` so its focus does not trigger the CSS :focus-within flip.
 */
function SuccessStoryCard({ story }: { story: SuccessStorySample }) {
  const [flipped, setFlipped] = useState(false);
  const { t } = useT();
  const couple = t(story.couple);
  const location = t(story.location);
  const titleId = `${story.id}-title`;
  const cardId = `${story.id}-card`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col items-center">
      <div id={cardId} className="flip-card w-full" data-flipped={flipped ? 'true' : 'false'}>
        <div className="flip-card-inner relative h-[25rem]">
          <div className="flip-card-face card absolute inset-0 flex flex-col overflow-hidden">
            <CoupleIllustration
              style={story.image}
              label={t('landing.stories.illustration', { couple: t(story.coupleSpoken) })}
              className="h-64 w-full"
            />
            <div className="flex flex-1 flex-col items-center justify-center p-5 text-center">
              <h3 id={titleId} className="text-2xl font-bold text-brand-700">
                {couple}
              </h3>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                <MapPin className="h-4 w-4 text-gold-600" aria-hidden="true" />
                {location}
              </p>
            </div>
          </div>
          <div className="flip-card-face flip-card-back absolute inset-0 flex flex-col overflow-hidden rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-7">
            <Quote className="h-8 w-8 shrink-0 text-gold-300" aria-hidden="true" />
            <p className="mt-3 text-sm leading-relaxed text-brand-50 xl:text-[0.95rem]">{t(story.review)}</p>
            <p className="mt-auto border-t border-white/15 pt-4 font-display text-lg leading-snug text-gold-200">
              “{t(story.message)}”
            </p>
            <p className="mt-2 text-sm font-semibold text-brand-100">
              {t('landing.stories.signature', { couple, location })}
            </p>
          </div>
        </div>
      </div>
      <button
        type="button"
        aria-pressed={flipped}
        aria-controls={cardId}
        onClick={() => setFlipped((value) => !value)}
        className={`mt-4 inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
          flipped
            ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
            : 'border-brand-200 bg-white text-brand-700 hover:bg-brand-50'
        }`}
      >
        <RotateCcw className={`h-4 w-4 transition-transform ${flipped ? '-rotate-180' : ''}`} aria-hidden="true" />
        {t('landing.stories.read')}
        <span className="sr-only">: {couple}</span>
      </button>
    </article>
  );
}
