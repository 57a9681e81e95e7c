import { SectionHeading } from '../home/section-heading';
import { FamilyIllustration } from './family-illustration';

export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className="section bg-white">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <FamilyIllustration className="mx-auto h-auto w-full max-w-sm drop-shadow-lg lg:max-w-md" />
        <div>
          <SectionHeading id="mission-heading" eyebrow="Why we exist" title="Our Mission" align="start">
            <p>
              Finding a spouse should bring peace, not anxiety. Our mission is to make the search simple, safe and true
              to Islamic values for every Muslim family in India, whether you live in a metro city or a small town.
            </p>
            <p className="mt-4">
              We combine the warmth of a traditional rishta, where families and elders are part of the journey, with
              the reach and convenience of a modern platform.
            </p>
          </SectionHeading>
          <aside aria-labelledby="name-heading" className="mt-8 rounded-2xl border-s-4 border-gold-400 bg-gold-50 p-5 sm:p-6">
            <h3 id="name-heading" className="text-xl font-bold text-brand-700">
              Why the name Sakinah?
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-ink">
              Sakinah means tranquillity. Allah describes marriage as a source of it: “And of His signs is that He
              created for you from yourselves mates that you may find tranquillity in them; and He placed between you
              affection and mercy.”{' '}
              <cite className="font-semibold text-gold-700 not-italic">Qur’an 30:21</cite>
            </p>
          </aside>
        </div>
      </div>
    </section>
  );
}
