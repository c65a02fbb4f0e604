// zod compiles object schemas with `new Function` when eval is allowed, and finds out by trying: under the
// site's CSP (no 'unsafe-eval') that probe is reported as a violation. Its interpreter is fast enough here.
// zod keeps its config on this global (shared by every copy of zod); an entry imports this before any of its
// code that loads zod, which keeps zod itself out of the first load (`z.config` would bring it in).
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };
