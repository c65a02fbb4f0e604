// Before zod loads with the first form (src/zod-without-eval.ts says why).
import './zod-without-eval';
import { APP_PRELOADS_ELEMENT_ID } from '../contract/first-load/app-preloads-element';

/**
 * The app's code is fetched and run once the browser has shown what the HTML holds (server/site/first-paint/):
 * ~150 kB of script would otherwise hold a phone's first paint and share the network with the page's largest
 * picture. The page's own chunks wait in the HTML's inert <template> until then (server/site/app-preloads.ts),
 * and are fetched beside the app's.
 */
function startApp(): void {
  const preloads = document.getElementById(APP_PRELOADS_ELEMENT_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  void import('./start-app');
}

/**
 * "Shown" is the first contentful paint's entry, which comes once the frame is on screen: a task after the
 * frame's rendering can still run before then, and a request finished before the paint counts as its cost.
 * A page the server drew nothing of, or a tab in the background, has no such paint to wait for; if none is
 * reported within a second and a half, the app starts anyway.
 */
function afterFirstScreen(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const drewFirstScreen = (document.getElementById('app')?.childElementCount ?? 0) > 0;
  if (!drewFirstScreen || document.visibilityState === 'hidden') return startOnce();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, 1500);
}

afterFirstScreen(startApp);
