import { createContext, useContext, type ReactNode } from 'react';
import type { DialogStore } from './dialog/dialog-store';
import type { ToastStore } from './toast/toast-store';

/** Toasts and dialogs, created once in start-app.tsx and reachable from any component (and from router context). */
export interface Feedback {
  toasts: ToastStore;
  dialogs: DialogStore;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function FeedbackProvider({ feedback, children }: { feedback: Feedback; children: ReactNode }) {
  return <FeedbackContext.Provider value={feedback}>{children}</FeedbackContext.Provider>;
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}
