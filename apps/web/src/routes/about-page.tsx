import { Seo } from '../lib/seo';

export function AboutPage() {
  return (
    <section className="container-page section">
      <Seo title="About" description="About page of Sakinah." />
      <h1 className="text-4xl font-bold text-brand-700">About</h1>
    </section>
  );
}
