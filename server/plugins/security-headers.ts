import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { COLOR_SCHEME_SCRIPT_SOURCE } from '../lib/color-scheme-script.js';

// Mantine writes CSS variables into style attributes and <style> tags, hence 'unsafe-inline' for styles
// only; scripts are same-origin only, but for the page's light/dark script, allowed by its hash. Photos
// may come from the legislature's site (https:) or be inline SVG.
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_SOURCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/**
 * What the page may use of the device: the microphone for voice search (spec §4) on our own origin,
 * nothing else a legislature app has any use for. Helmet no longer sets this header, so it is ours.
 */
const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'display-capture=()',
].join(', ');

/** A year, and subdomains: the usual preload-ready value (helmet's default max-age is the same). */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

const options = {
  contentSecurityPolicy,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  frameguard: { action: 'deny' as const },
  // Photos come from the legislature's site: a cross-origin embedder policy would block them.
  crossOriginEmbedderPolicy: false,
};

/**
 * Security headers by helmet (issue 17): the CSP, nosniff, frame denial, a strict referrer policy,
 * cross-origin isolation of our resources, and HSTS, sent only over HTTPS (over plain HTTP it means
 * nothing, and a development server on localhost must not pin HTTPS for every localhost port).
 * helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware again on every
 * request, parsing the CSP each time (a sixth of the CPU of a small answer under load); here each
 * scheme's headers are made by helmet once and set as they are.
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  const overHttps = headersOf(
    helmet({ ...options, strictTransportSecurity: { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } }),
  );
  const overHttp = headersOf(helmet({ ...options, strictTransportSecurity: false }));
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    response.setHeader('permissions-policy', PERMISSIONS_POLICY);
    for (const [name, value] of request.protocol === 'https' ? overHttps : overHttp)
      response.setHeader(name, value);
    done();
  });
}

/**
 * The headers a helmet middleware sets, read once: its headers depend only on its options (no nonces
 * here), and running its dozen middlewares per request cost ~3 % of a loaded server's CPU.
 */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
