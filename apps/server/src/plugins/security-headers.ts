import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Hosts Razorpay's Standard Checkout needs besides the script's own origin, as Razorpay lists them
 * for its own plugins (razorpay/razorpay-magento etc/csp_whitelist.xml): the checkout opens in a
 * frame from api.razorpay.com, its scripts and images come from checkout/cdn.razorpay.com, and it
 * reports to lumberjack.
 */
export const RAZORPAY_CSP = {
  scriptSrc: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: [
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://lumberjack-metrics.razorpay.com',
  ],
  imgSrc: ['https://cdn.razorpay.com'],
} as const;

const unique = (values: string[]) => [...new Set(values)];

/**
 * The content security policy. Only this origin, except with Razorpay configured: then the
 * checkout script's origin (RAZORPAY_CHECKOUT_SCRIPT_URL) and Razorpay's hosts, nothing else.
 */
export function contentSecurityDirectives(isProduction: boolean, razorpayScriptUrl: string | null = null) {
  const rzp = razorpayScriptUrl ? new URL(razorpayScriptUrl).origin : null;
  const extra = (hosts: readonly string[]) => (rzp ? unique([rzp, ...hosts]) : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra(RAZORPAY_CSP.scriptSrc)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(rzp ? RAZORPAY_CSP.imgSrc : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:', ...extra(RAZORPAY_CSP.connectSrc)],
    frameSrc: ["'self'", ...extra(RAZORPAY_CSP.frameSrc)],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Security headers for every response. The CSP allows only this origin: no page loads anything
 * from another host (DESIGN.md), except Razorpay's checkout when Razorpay is the payment provider
 * (`razorpayScriptUrl`); inline styles are allowed for React style props.
 */
export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean, razorpayScriptUrl: string | null = null): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(isProduction, razorpayScriptUrl),
    },
    hsts: isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
