import type { ReactNode } from 'react';

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "Back to Login". */
  footer?: ReactNode;
}

/** The centred card of the forgot, check-email and reset pages (header and footer stay visible). */
export function AuthCard({ icon, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="container-page py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="card p-6 text-center sm:p-8">
          <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
            {icon}
          </div>
          <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
          {subtitle && <div className="mt-2 text-sm leading-relaxed text-muted">{subtitle}</div>}
          <div className="mt-6 text-start">{children}</div>
        </div>
        {footer && <div className="mt-6 flex flex-col items-center gap-3 text-sm">{footer}</div>}
      </div>
    </section>
  );
}

export const authLinkClass =
  'inline-flex items-center gap-1.5 rounded-full px-2 py-1 font-semibold text-brand-700 underline-offset-2 hover:underline';
