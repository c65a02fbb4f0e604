import { describe, expect, it } from 'vitest';
import { flowsPageEnabled, loadConfig } from './config';

describe('configuration defaults', () => {
  it('a plain start, with nothing set, is production: no /flows and no chart links', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('production');
    expect(flowsPageEnabled(config)).toBe(false);
  });

  it('/flows is on in development (npm run dev) and wherever FLOWS_PAGE=on, off when FLOWS_PAGE=off', () => {
    expect(flowsPageEnabled(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(flowsPageEnabled(loadConfig({ FLOWS_PAGE: 'on' }))).toBe(true);
    expect(flowsPageEnabled(loadConfig({ NODE_ENV: 'test', FLOWS_PAGE: 'on' }))).toBe(true);
    expect(flowsPageEnabled(loadConfig({ NODE_ENV: 'development', FLOWS_PAGE: 'off' }))).toBe(false);
    expect(flowsPageEnabled(loadConfig({ NODE_ENV: 'test' }))).toBe(false);
  });
});
