import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { SessionStore } from './session/session-store';
import type { Feedback } from './ui/feedback-context';

/** What every route may use, handed in by start-app.tsx (never imported globally). */
export interface RouterContext {
  queryClient: QueryClient;
  i18n: I18n;
  /** Toasts and dialogs, for loaders and guards that must tell the user something. */
  feedback: Feedback;
  /** The logged-in member (spec 3 session user info), for guards and views. */
  session: SessionStore;
}
