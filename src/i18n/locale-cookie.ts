import { LOCALE_COOKIE, type Locale } from '../../contract/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function readLocaleCookie(): string | undefined {
  return readCookie(document.cookie, LOCALE_COOKIE);
}

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
