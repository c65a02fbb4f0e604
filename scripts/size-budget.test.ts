import { describe, expect, it } from 'vitest';
import { HOME_ROUTE_FILE } from '../server/site/bundle-graph';
import { addressOf, assetsLinkedBy, budgetOf, HOME_BUDGET_KB, PAGE_BUDGET_KB } from './size-budget';

describe('the size budget', () => {
  it('gives the home page the tight budget and every other page the wider one', () => {
    expect(budgetOf(HOME_ROUTE_FILE)).toBe(HOME_BUDGET_KB);
    expect(budgetOf('src/routes/{-$locale}/orderInfo.tsx')).toBe(PAGE_BUDGET_KB);
  });

  it('opens each page at an address it answers, in each locale', () => {
    expect(addressOf(HOME_ROUTE_FILE, 'zhCn')).toBe('/');
    expect(addressOf(HOME_ROUTE_FILE, 'en')).toBe('/en');
    expect(addressOf('src/routes/{-$locale}/serve/webView/{-$topicid}.tsx', 'zhTw')).toBe('/zhTw/serve/webView');
    expect(addressOf('src/routes/{-$locale}/order/$orderNo.tsx', 'zhCn')).toBe('/order/1');
    expect(addressOf('src/routes/{-$locale}/orderInfo.tsx', 'en')).toBe('/en/orderInfo');
  });

  it('counts the files the HTML fetches at once, not links to other pages or other sites', () => {
    const html = `<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/assets/a.css">
      <script type="module" crossorigin src="/assets/b.js"></script><link rel="modulepreload" href="/assets/c.js">
      <link rel="canonical" href="/en"><link rel="alternate" hreflang="en" href="/en"><script src="//cdn.example/x.js"></script>`;
    expect(assetsLinkedBy(html)).toEqual(['favicon.svg', 'assets/a.css', 'assets/b.js', 'assets/c.js']);
  });
});
