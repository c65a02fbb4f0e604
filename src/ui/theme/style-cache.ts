import createCache, { type EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;

/**
 * The one Emotion cache of the page (the app's root and the slider's share it, so a rule is written once).
 * The server's CSP lets only <style> elements carrying this page's nonce apply, and hands the nonce over in
 * <meta name="csp-nonce"> (server/site/site-page.ts); in development and tests there is none and no CSP.
 */
export function styleCache(): EmotionCache {
  cache ??= createCache({
    key: 'css',
    nonce: document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined,
  });
  return cache;
}
