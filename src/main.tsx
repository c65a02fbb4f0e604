// zod compiles object schemas with `new Function` when eval is allowed, and finds out by trying: under the
// site's CSP (no 'unsafe-eval') that probe is reported as a violation. Its interpreter is fast enough here.
// zod keeps its config on this global (shared by every copy of zod); setting it here, before zod loads with
// the first form, keeps zod itself out of the first load (`z.config` would bring it in).
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// The app's code is fetched and run once the browser has painted what the HTML holds (on the home page the
// server's picture of its first screen, server/site/first-paint/): ~150 kB of script would otherwise
// hold a phone's first paint, and share the network with the page's largest picture. A page opened in a
// background tab paints nothing, so there it starts at once.
const startApp = () => void import('./start-app');
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp));
