import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../contract/locales';
import type { SessionStore } from './session/session-store';
import type { Feedback } from './ui/feedback-context';
import { configureApiClient } from './api/api-effects';

interface AppParts {
  i18n: I18n;
  feedback: Feedback;
  session: SessionStore;
  /** Client-side navigation to an app path (already localized). */
  navigate(href: string): void;
}

/** Installs the browser's effects into the request client: storage, session, toasts, login page, slider modal. */
export function installApiClient(app: AppParts): void {
  const locale = () => toLocale(app.i18n.language) ?? DEFAULT_LOCALE;
  configureApiClient({
    fetch: (...args) => window.fetch(...args),
    baseUrl: '',
    siteOrigin: () => window.location.origin,
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    locale,
    readSession: () => app.session.getUser(),
    clearSession: () => app.session.clear(),
    goToLogin: () => app.navigate(loginHref(locale())),
    notify: (kind, message) => void app.feedback.toasts.show(kind, message),
    translate: (key) => app.i18n.t(key),
    openSlider: (request) => {
      let close: () => void = () => {};
      let closed = false;
      void import('./features/risk/slider-root').then(({ openSliderModal }) => {
        if (!closed) close = openSliderModal(app.i18n, request);
      });
      return () => {
        closed = true;
        close();
      };
    },
  });
}

/** /account, keeping where the user was (spec 2: the original full path in the query parameter path). */
export function loginHref(locale: Locale): string {
  const prefix = locale === 'zhCn' ? '' : `/${locale}`;
  const here = `${window.location.pathname}${window.location.search}`;
  const onLogin = /^\/(?:(?:en|zhTw)\/)?account(?:\/|$)/.test(window.location.pathname);
  return onLogin ? `${prefix}/account` : `${prefix}/account?path=${encodeURIComponent(here)}`;
}
