// zod without eval (the site's CSP forbids it) before any of the viewer's code loads zod with the simulations.
import '../src/zod-without-eval';

void import('./viewer-start');
