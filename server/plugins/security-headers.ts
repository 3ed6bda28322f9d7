import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COLOR_SCHEME_SCRIPT_SOURCE } from '../lib/color-scheme-script.js';

// Mantine writes CSS variables into style attributes and <style> tags, hence 'unsafe-inline' for styles
// only; scripts are same-origin only, but for the page's light/dark script, allowed by its hash. Photos
// may come from the legislature's site (https:) or be inline SVG.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${COLOR_SCHEME_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', contentSecurityPolicy);
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
