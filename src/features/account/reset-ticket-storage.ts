import type { QueryFfpMemberByResetData } from '../../../contract/calls/accounts';

/** lookSecret_count hands the found account and its short-lived reset ticket to retrieveAccount through this tab's storage. */
const KEY = 'retrieveAccount';

export function saveFoundAccount(storage: Storage, found: QueryFfpMemberByResetData): void {
  storage.setItem(KEY, JSON.stringify(found));
}

export function readFoundAccount(storage: Storage): QueryFfpMemberByResetData | null {
  try {
    const found = JSON.parse(storage.getItem(KEY) ?? 'null') as QueryFfpMemberByResetData | null;
    return found && typeof found.resetTicket === 'string' ? found : null;
  } catch {
    return null;
  }
}

export function forgetFoundAccount(storage: Storage): void {
  storage.removeItem(KEY);
}
