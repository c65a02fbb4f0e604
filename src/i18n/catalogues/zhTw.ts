// Every area file of the locale but the start areas (in zhTw-start.ts), in one chunk: one request, not one per area.
export default import.meta.glob(
  ['../../../contract/catalogues/zhTw/*.json', '!../../../contract/catalogues/zhTw/{shell,home,errors}.json'],
  {
    eager: true,
    import: 'default',
  },
);
