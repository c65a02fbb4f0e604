import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../../../contract/calls/accounts';

/** The stored member and a way to replace it with the fresh user info a call answered. */
export function useMemberSession(): { user: SessionUser | null; saveUser(user: SessionUser): void } {
  const { session } = useRouter().options.context;
  const user = useSyncExternalStore(session.subscribe, session.getUser, () => null);
  return { user, saveUser: (next) => session.save(next) };
}
