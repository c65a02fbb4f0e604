import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy } from 'helmet';

/**
 * The policy of the SPA's pages. Scripts: only files of this origin (the build has no inline script).
 * Styles: Chakra's Emotion writes its rules into <style> elements at run time; the server gives each page a
 * fresh nonce (`pageStyleNonce`, in a <meta name="csp-nonce"> the SPA hands to Emotion's cache), so only those
 * elements apply and 'unsafe-inline' is never needed. Style *attributes* React sets through the CSSOM, which
 * CSP does not govern. Pages that render their own HTML (slider, sandbox gateway) replace this header with a
 * stricter one of their own.
 */
const SPA_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The slider and the iframe dialog load pages of this origin only.
  'frame-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
};

const styleNonces = new WeakMap<ServerResponse, string>();

/**
 * Helmet's headers on every reply: the CSP above, nosniff, a referrer policy that sends other sites the
 * origin only. Made once: building helmet per request (as @fastify/helmet does) was ~8 % of a flight
 * search's CPU. frame-ancestors says who may frame a page, per page (the slider: this origin; the rest:
 * nobody), and every browser the site supports obeys it; a global X-Frame-Options: DENY would only
 * contradict the slider's. HSTS is sent apart, on HTTPS replies only.
 */
const everyReplyHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: SPA_DIRECTIVES },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: false,
});

const pagePolicy = contentSecurityPolicy({
  useDefaults: false,
  directives: {
    ...SPA_DIRECTIVES,
    'style-src': ["'self'", (_request, response) => `'nonce-${styleNonces.get(response)}'`],
  },
});

/**
 * Security headers on every reply. HSTS only on replies that went out over HTTPS (directly or through a
 * trusted proxy's X-Forwarded-Proto): over plain HTTP the header means nothing, and sending it from a local
 * `npm start` would pin localhost to HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) =>
    everyReplyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/** A fresh nonce for the <style> elements of the page this reply sends, and the page's CSP allowing them. */
export function pageStyleNonce(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('hex');
  styleNonces.set(reply.raw, nonce);
  pagePolicy(reply.request.raw, reply.raw, () => undefined);
  return nonce;
}
