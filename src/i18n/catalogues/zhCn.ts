// Every area file of the locale but the start areas (in zhCn-start.ts) and the lazy ones (LAZY_AREAS), in one chunk: one request, not one per area.
export default import.meta.glob(
  ['../locales/zhCn/*.json', '!../locales/zhCn/{shell,home,errors}.json', '!../locales/zhCn/flowNames.json'],
  { eager: true, import: 'default' },
);
