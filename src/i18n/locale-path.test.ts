import { describe, expect, it } from 'vitest';
import { decideLocale, switchLocalePath } from './locale-path';

describe('decideLocale', () => {
  it('renders unprefixed paths in zhCn', () => {
    expect(decideLocale({ pathname: '/member/home', localeParam: undefined, cookie: undefined })).toEqual({
      kind: 'render',
      locale: 'zhCn',
    });
  });

  it('renders /en and /zhTw pages in their locale whatever the cookie says', () => {
    expect(decideLocale({ pathname: '/en/serve/complaints', localeParam: 'en', cookie: 'zhTw' })).toEqual({
      kind: 'render',
      locale: 'en',
    });
    expect(decideLocale({ pathname: '/zhTw', localeParam: 'zhTw', cookie: undefined })).toEqual({
      kind: 'render',
      locale: 'zhTw',
    });
  });

  it('treats any other first segment as a missing page, not a locale', () => {
    expect(decideLocale({ pathname: '/fr/member', localeParam: 'fr', cookie: 'en' })).toEqual({ kind: 'notFound' });
    expect(decideLocale({ pathname: '/zh-CN', localeParam: 'zh-CN', cookie: undefined })).toEqual({ kind: 'notFound' });
  });

  it('removes the /zhCn prefix when the cookie holds the fallback language', () => {
    expect(decideLocale({ pathname: '/zhCn/member/home', localeParam: 'zhCn', cookie: 'zhCn' })).toEqual({
      kind: 'redirect',
      to: '/member/home',
    });
    expect(decideLocale({ pathname: '/zhCn', localeParam: 'zhCn', cookie: 'zhCn' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('removes the /zhCn prefix and remembers zhCn when the cookie held another language', () => {
    expect(decideLocale({ pathname: '/zhCn/serve', localeParam: 'zhCn', cookie: 'en' })).toEqual({
      kind: 'redirect',
      to: '/serve',
      remember: 'zhCn',
    });
  });

  it('sends the bare root to a remembered en or zhTw', () => {
    expect(decideLocale({ pathname: '/', localeParam: undefined, cookie: 'en' })).toEqual({
      kind: 'redirect',
      to: '/en',
    });
    expect(decideLocale({ pathname: '/', localeParam: undefined, cookie: 'zhTw' })).toEqual({
      kind: 'redirect',
      to: '/zhTw',
    });
  });

  it('keeps the bare root in zhCn for a zhCn, missing or unknown cookie', () => {
    for (const cookie of ['zhCn', undefined, 'de']) {
      expect(decideLocale({ pathname: '/', localeParam: undefined, cookie })).toEqual({
        kind: 'render',
        locale: 'zhCn',
      });
    }
  });

  it('does not redirect deep unprefixed links by the cookie', () => {
    expect(decideLocale({ pathname: '/flightStatus', localeParam: undefined, cookie: 'en' })).toEqual({
      kind: 'render',
      locale: 'zhCn',
    });
  });
});

describe('switchLocalePath', () => {
  it('keeps the page and swaps the prefix', () => {
    expect(switchLocalePath('/member/home', 'en')).toBe('/en/member/home');
    expect(switchLocalePath('/en/member/home', 'zhTw')).toBe('/zhTw/member/home');
    expect(switchLocalePath('/zhTw/serve/webView/42', 'zhCn')).toBe('/serve/webView/42');
  });

  it('maps the home page of each language', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'zhCn')).toBe('/');
    expect(switchLocalePath('/en/', 'zhTw')).toBe('/zhTw');
  });
});
