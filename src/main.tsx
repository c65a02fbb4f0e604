// Before zod loads with the first form (src/zod-without-eval.ts says why).
import './zod-without-eval';

// The app's code is fetched and run once the browser has painted what the HTML holds (on the home page the
// server's picture of its first screen, server/site/first-paint/): ~150 kB of script would otherwise
// hold a phone's first paint, and share the network with the page's largest picture. A page opened in a
// background tab paints nothing, so there it starts at once.
const startApp = () => void import('./start-app');
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp));
