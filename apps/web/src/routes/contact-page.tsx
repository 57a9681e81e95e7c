import { Seo } from '../lib/seo';

export function ContactPage() {
  return (
    <section className="container-page section">
      <Seo title="Contact" description="Contact page of Sakinah." />
      <h1 className="text-4xl font-bold text-brand-700">Contact</h1>
    </section>
  );
}
