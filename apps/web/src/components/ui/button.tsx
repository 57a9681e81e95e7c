import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { BUTTON_SIZES, BUTTON_VARIANTS } from '@sakinah/contract';
import { useT } from '../../lib/i18n';

export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3.5 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3 text-base',
};

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-gold-400 text-brand-900 hover:bg-gold-300',
  ghost: 'bg-transparent text-brand-700 hover:bg-brand-50',
  next: 'bg-brand-700 text-white hover:bg-brand-800',
  back: 'border border-brand-200 bg-white text-brand-700 hover:bg-brand-50',
  delete: 'bg-red-700 text-white hover:bg-red-800',
  profile: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-700 hover:text-white',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className = '', type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...rest} />;
});

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link drawn as a button; a link to a public page goes to it in the reader's language (`/pricing` → `/ur/pricing`). */
export function ButtonLink({ variant = 'primary', size = 'md', className = '', to, ...rest }: ButtonLinkProps) {
  const { path } = useT();
  return <Link className={buttonClass(variant, size, className)} to={typeof to === 'string' ? path(to) : to} {...rest} />;
}
