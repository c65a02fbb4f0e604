import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The policy of the SPA's pages. Scripts: only files of this origin (the build has no inline script).
 * Styles: Chakra's Emotion writes its rules into <style> elements at run time; the server gives each page a
 * fresh nonce (helmet's `cspNonce.style`, in a <meta name="csp-nonce"> the SPA hands to Emotion's cache), so
 * only those elements apply and 'unsafe-inline' is never needed. Style *attributes* React sets through the
 * CSSOM, which CSP does not govern. Pages that render their own HTML (slider, sandbox gateway) replace
 * this header with a stricter one of their own.
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

/**
 * Security headers on every reply (@fastify/helmet): the CSP above, nosniff, a referrer policy that sends
 * other sites the origin only, no framing. HSTS only on replies
 * that went out over HTTPS (directly or through a trusted proxy's X-Forwarded-Proto): over plain HTTP the
 * header means nothing, and sending it from a local `npm start` would pin localhost to HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: SPA_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors says who may frame a page, per page (the slider: this origin; the rest: nobody), and
    // every browser the site supports obeys it; a global X-Frame-Options: DENY would only contradict the slider's.
    xFrameOptions: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
