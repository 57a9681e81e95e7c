import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
 * The headers helmet sets with these options, computed once: they are the same for every response
 * (no route has its own, no nonces). @fastify/helmet rebuilt helmet and re-parsed the policy on every
 * request, about 5 % of the server's time on a listing page (docs/performance.md).
 */
function securityHeaders(options: Parameters<typeof helmet>[0]): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/**
 * Security headers for every response. The CSP allows only this origin: no page loads anything
 * from another host (DESIGN.md), except Razorpay's checkout when Razorpay is the payment provider
 * (`razorpayScriptUrl`); inline styles are allowed for React style props.
 */
export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean, razorpayScriptUrl: string | null = null): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(isProduction, razorpayScriptUrl),
    },
    hsts: isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // On the raw response, as helmet does, so error and not-found answers carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
