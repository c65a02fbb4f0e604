import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './prepared-statement';

describe('sqlLiteral (values of an EXECUTE on PGlite)', () => {
  it('quotes text, doubling quotes so a value cannot end its literal', () => {
    expect(sqlLiteral('SJW')).toBe("'SJW'");
    expect(sqlLiteral("x'); DROP TABLE flights; --")).toBe("'x''); DROP TABLE flights; --'");
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'");
  });

  it('writes instants as ISO text, arrays as text arrays and numbers bare', () => {
    expect(sqlLiteral(new Date('2026-06-01T00:30:00Z'))).toBe("'2026-06-01T00:30:00.000Z'");
    expect(sqlLiteral(['PEK', 'PKX'])).toBe("ARRAY['PEK', 'PKX']::text[]");
    expect(sqlLiteral([])).toBe('ARRAY[]::text[]');
    expect(sqlLiteral(2)).toBe('2');
  });

  it('refuses a number that is not finite', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});
