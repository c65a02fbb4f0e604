// Every area file of the locale but the start areas (in en-start.ts) and the lazy ones (LAZY_AREAS), in one chunk: one request, not one per area.
export default import.meta.glob(
  ['../locales/en/*.json', '!../locales/en/{shell,home,errors}.json', '!../locales/en/flowNames.json'],
  { eager: true, import: 'default' },
);
