import { Seo } from '../lib/seo';

export function FaqPage() {
  return (
    <section className="container-page section">
      <Seo title="Faq" description="Faq page of Sakinah." />
      <h1 className="text-4xl font-bold text-brand-700">Faq</h1>
    </section>
  );
}
