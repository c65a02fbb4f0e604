// Every area file of the locale but the start areas (in zhTw-start.ts), in one chunk: one request, not one per area.
export default import.meta.glob(['../locales/zhTw/*.json', '!../locales/zhTw/{shell,home,errors}.json'], {
  eager: true,
  import: 'default',
});
