import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

const ORIGIN = 'https://www.hbhk.example';

function isSameOriginPath(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && new URL(path, ORIGIN).origin === ORIGIN
  );
}

const hostileStarts = [
  'https://evil.example',
  'http:evil.example',
  'HTTPS://EVIL.EXAMPLE',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
];

/** Percent-encodes some or all characters, the way a chain of redirects or an attacker would. */
const encodeLayer = (value: string, everything: boolean) =>
  everything
    ? [...new TextEncoder().encode(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
    : encodeURIComponent(value);

const hostileValue = fc
  .record({
    start: fc.constantFrom(...hostileStarts),
    rest: fc.oneof(fc.constant(''), fc.webPath(), fc.string()),
    layers: fc.array(fc.boolean(), { maxLength: 4 }),
  })
  .map(({ start, rest, layers }) => layers.reduce((value, everything) => encodeLayer(value, everything), start + rest));

describe('safeReturnPath', () => {
  it.each([
    '/serve/checkIn',
    '/en/member/order/luggageOrder?orderNo=88&tab=2',
    '/zhTw/serve/meals/buyMeals#passengers',
    '/',
  ])('follows the site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    'javascript%3Aalert(1)',
    '%2525252525252F%2525252525252Fevil.example',
    undefined,
    42,
    '',
  ])('lands %s on the home page', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('lands 1,000 generated hostile values, encoded up to four times, on the home page', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        expect(safeReturnPath(value)).toBe('/');
      }),
      { numRuns: 1000 },
    );
  });

  it('resolves any string at all to a same-origin path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), hostileValue), (value) => {
        expect(isSameOriginPath(safeReturnPath(value))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
