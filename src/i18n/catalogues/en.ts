// Every area file of the locale but the start areas (in en-start.ts), in one chunk: one request, not one per area.
export default import.meta.glob(
  ['../../../contract/catalogues/en/*.json', '!../../../contract/catalogues/en/{shell,home,errors}.json'],
  {
    eager: true,
    import: 'default',
  },
);
