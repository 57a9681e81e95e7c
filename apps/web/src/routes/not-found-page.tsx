import { ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../components/ui/button';
import { Seo } from '../lib/seo';

export function NotFoundPage() {
  return (
    <section className="container-page section flex flex-col items-center text-center">
      <Seo title="Page not found" description="The page you were looking for does not exist on Sakinah." />
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold text-brand-700 sm:text-5xl">Page not found</h1>
      <p className="mt-4 max-w-md text-muted">
        The page you were looking for has moved or never existed. Let us take you back to somewhere familiar.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={ROUTES.home}>Go to Home</ButtonLink>
        <ButtonLink to={ROUTES.contact} variant="back">
          Contact Support
        </ButtonLink>
      </div>
    </section>
  );
}
