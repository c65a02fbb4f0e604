import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { bytesPerSource, ownerOf } from './bundle-owners';

describe('ownerOf', () => {
  it('names the npm package of a dependency, scoped or not, and the folder of an app file', () => {
    expect(ownerOf('../../node_modules/@chakra-ui/react/dist/esm/styled-system/css.js', false)).toBe(
      '@chakra-ui/react',
    );
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom-client.production.js', false)).toBe('react-dom');
    expect(ownerOf(`${process.cwd()}/src/api/client.ts`.replace(/^\//, '../../'), false)).toBe('src/api');
  });

  it('keeps the module path with --modules', () => {
    expect(ownerOf('../node_modules/zod/v4/core/schemas.js', true)).toBe('zod/v4/core/schemas.js');
  });
});

describe('bytesPerSource', () => {
  it('gives each source the bytes from its segment to the next one, per line', () => {
    const code = 'aaaabbbbbb\ncc';
    // Line 1: source 0 from column 0, source 1 from column 4; line 2: source 0 from column 0.
    const mappings = encode([
      [
        [0, 0, 0, 0],
        [4, 1, 0, 0],
      ],
      [[0, 0, 1, 0]],
    ]);
    const bytes = bytesPerSource(code, { sources: ['a.ts', 'b.ts'], mappings });
    expect(Object.fromEntries(bytes)).toEqual({ 'a.ts': 6, 'b.ts': 6 });
  });
});
