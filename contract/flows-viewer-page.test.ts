import { describe, expect, it } from 'vitest';
import { flowsViewerHref, flowsViewerLocale } from './flows-viewer-page';

describe("the flows viewer's page", () => {
  it('is /flows in the default locale and /{locale}/flows in the others', () => {
    expect(flowsViewerLocale('/flows')).toBe('zhCn');
    expect(flowsViewerLocale('/flows/?machine=booking')).toBe('zhCn');
    expect(flowsViewerLocale('/en/flows?machine=booking&path=[]')).toBe('en');
    expect(flowsViewerLocale('/zhTw/flows')).toBe('zhTw');
  });

  it('is no other address: not a page below it, not an unknown prefix, not the coverage report', () => {
    for (const path of ['/', '/flowsx', '/fr/flows', '/en/flows/booking', '/flows-coverage/index.html', '/en'])
      expect(flowsViewerLocale(path)).toBeUndefined();
  });

  it('links to a machine in the reader’s language', () => {
    expect(flowsViewerHref('zhCn', 'booking')).toBe('/flows?machine=booking');
    expect(flowsViewerHref('en', 'check-in')).toBe('/en/flows?machine=check-in');
    expect(flowsViewerHref('zhTw')).toBe('/zhTw/flows');
  });
});
