import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PageBoot } from '../../contract/page-boot';
import { homeAdvertsQueryOptions } from './adverts';
import { systemInitQueryOptions } from './airports';
import { memoryStore } from './api-effects';
import { storedFingerprint, storeFingerprint } from './device-identity';
import { applyPageBoot, readPageBoot } from './page-boot';

const boot: PageBoot = {
  device: { dfp: 'o1.offered', token: 'offered-token' },
  systemInit: { airports: [] } as never,
  home: {
    locale: 'en',
    adverts: [{ id: 'a', title: 'Sale', alt: 'Sale', imageUrl: '/ads/a.svg', link: '/' }],
  },
};

function setUp() {
  return { stores: { localStorage: memoryStore(), sessionStorage: memoryStore() }, queryClient: new QueryClient() };
}

describe('the page boot', () => {
  it('reads the JSON the server wrote, and nothing from a page without it or with a broken one', () => {
    document.body.innerHTML = `<script type="application/json" id="page-boot">${JSON.stringify(boot)}</script>`;
    expect(readPageBoot(document)).toEqual(boot);
    document.body.innerHTML = '<script type="application/json" id="page-boot">{oops</script>';
    expect(readPageBoot(document)).toBeUndefined();
    document.body.innerHTML = '';
    expect(readPageBoot(document)).toBeUndefined();
  });

  it("gives a browser without a fingerprint the page's, and fills the home page's first queries", () => {
    const app = setUp();
    applyPageBoot(boot, app);
    expect(storedFingerprint(app.stores)).toEqual(boot.device);
    expect(app.queryClient.getQueryData(homeAdvertsQueryOptions('en').queryKey)).toEqual(boot.home!.adverts);
    expect(app.queryClient.getQueryData(systemInitQueryOptions().queryKey)).toEqual(boot.systemInit);
  });

  it('keeps the fingerprint a browser already has', () => {
    const app = setUp();
    storeFingerprint(app.stores, { dfp: 'mine', token: 'my-token' });
    applyPageBoot(boot, app);
    expect(storedFingerprint(app.stores)).toEqual({ dfp: 'mine', token: 'my-token' });
  });
});
