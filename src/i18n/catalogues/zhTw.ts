// Every area file of the locale but the start areas (in zhTw-start.ts) and the lazy ones (LAZY_AREAS), in one chunk: one request, not one per area.
export default import.meta.glob(
  ['../locales/zhTw/*.json', '!../locales/zhTw/{shell,home,errors}.json', '!../locales/zhTw/flowNames.json'],
  { eager: true, import: 'default' },
);
