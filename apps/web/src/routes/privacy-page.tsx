import { Seo } from '../lib/seo';

export function PrivacyPage() {
  return (
    <section className="container-page section">
      <Seo title="Privacy" description="Privacy page of Sakinah." />
      <h1 className="text-4xl font-bold text-brand-700">Privacy</h1>
    </section>
  );
}
