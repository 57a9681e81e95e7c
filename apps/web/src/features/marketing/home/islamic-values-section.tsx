import { ISLAMIC_VALUES } from './landing-content';
import { IslamicPattern } from './islamic-pattern';
import { SectionHeading } from './section-heading';

export function IslamicValuesSection() {
  return (
    <section aria-labelledby="values-heading" className="section relative overflow-hidden bg-brand-800">
      <IslamicPattern className="absolute inset-0 h-full w-full text-gold-300 opacity-[0.08]" tile={72} />
      <div className="container-page relative">
        <SectionHeading id="values-heading" eyebrow="What guides us" title="Our Islamic Values" tone="dark">
          <p>Sakinah means tranquillity. Everything we build serves the peaceful, blessed marriage our faith describes.</p>
        </SectionHeading>
        <figure className="mx-auto mt-10 max-w-2xl text-center">
          <blockquote>
            <p lang="ar" dir="rtl" className="font-display text-2xl leading-loose text-gold-200 sm:text-3xl">
              وَمِنْ آيَاتِهِ أَنْ خَلَقَ لَكُم مِّنْ أَنفُسِكُمْ أَزْوَاجًا لِّتَسْكُنُوا إِلَيْهَا
            </p>
            <p className="mt-3 text-brand-100 italic">
              “And of His signs is that He created for you from yourselves mates that you may find tranquillity in them.”
            </p>
          </blockquote>
          <figcaption className="mt-2 text-sm font-semibold text-gold-300">Qur’an, Surah Ar-Rum 30:21</figcaption>
        </figure>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {ISLAMIC_VALUES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur-sm transition-colors hover:bg-white/10 sm:block sm:p-6 sm:text-center"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gold-300 text-brand-900 sm:mx-auto sm:h-14 sm:w-14">
                <Icon className="h-7 w-7" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-2xl font-bold text-white sm:mt-4">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-brand-100 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
