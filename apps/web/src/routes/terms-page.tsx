import { Seo } from '../lib/seo';

export function TermsPage() {
  return (
    <section className="container-page section">
      <Seo title="Terms" description="Terms page of Sakinah." />
      <h1 className="text-4xl font-bold text-brand-700">Terms</h1>
    </section>
  );
}
