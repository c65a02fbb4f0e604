import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../contract/locales';
import { readCookie, readLocaleCookie, rememberLocale } from './locale-cookie';

describe('locale cookie', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; i18n_redirected=zhTw; b=2', 'i18n_redirected')).toBe('zhTw');
    expect(readCookie('a=1', 'i18n_redirected')).toBeUndefined();
  });

  it('remembers the chosen locale for the whole site', () => {
    rememberLocale('en');
    expect(readLocaleCookie()).toBe('en');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
  });
});
