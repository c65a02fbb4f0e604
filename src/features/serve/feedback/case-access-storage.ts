import type { CaseAccess } from '../../../../contract/calls/feedback';

/** A visitor's access tokens, per case, for this tab only: the detail page survives a reload, not the tab. */
const ACCESS_KEY = 'feedbackCaseAccess';

type Stored = Record<string, { accessToken: string; expiresAt: string }>;

function readAll(storage: Storage): Stored {
  try {
    return (JSON.parse(storage.getItem(ACCESS_KEY) ?? '{}') as Stored) ?? {};
  } catch {
    return {};
  }
}

export function rememberCaseAccess(access: CaseAccess, storage: Storage = window.sessionStorage): void {
  storage.setItem(
    ACCESS_KEY,
    JSON.stringify({
      ...readAll(storage),
      [access.caseNo]: { accessToken: access.accessToken, expiresAt: access.expiresAt },
    }),
  );
}

/** The token for the case while it is valid (the server checks it again). */
export function caseAccessToken(
  caseNo: string,
  now = Date.now(),
  storage: Storage = window.sessionStorage,
): string | undefined {
  const stored = readAll(storage)[caseNo];
  return stored && Date.parse(stored.expiresAt) > now ? stored.accessToken : undefined;
}
