import { Seo } from '../lib/seo';

export function HomePage() {
  return (
    <section className="container-page section">
      <Seo title="Home" description="Home page of Sakinah." />
      <h1 className="text-4xl font-bold text-brand-700">Home</h1>
    </section>
  );
}
