// Every area file of the locale but the start areas (in zhCn-start.ts), in one chunk: one request, not one per area.
export default import.meta.glob(
  ['../../../contract/catalogues/zhCn/*.json', '!../../../contract/catalogues/zhCn/{shell,home,errors}.json'],
  {
    eager: true,
    import: 'default',
  },
);
