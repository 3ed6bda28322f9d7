import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

/**
 * Security headers by @fastify/helmet (issue 17): the CSP, nosniff, frame denial, a strict referrer
 * policy, cross-origin isolation of our resources, and HSTS, sent only over HTTPS (over plain HTTP it
 * means nothing, and a development server on localhost must not pin HTTPS for every localhost port).
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true },
    // Photos come from the legislature's site: a cross-origin embedder policy would block them.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol !== 'https') reply.removeHeader('strict-transport-security');
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
