import { CALLS } from '../call-paths';

/**
 * Calls of the account area, without schemas (accounts.ts re-exports them with the schemas and their call
 * objects). The spec names sendMobileCheckCode, queryLoginMember, queryFfpMemberByReset,
 * the uia logout and skipFfpRenewNotice; it does not show the login and registration URLs, so those are ours.
 */
const member = (path: string) => `/mid_website/member/${path}` as const;

export const ACCOUNT_CALLS = {
  sendMobileCheckCode: CALLS.sendMobileCheckCode,
  loginByPassword: member('loginByPassword'),
  loginByCheckCode: member('loginByCheckCode'),
  register: member('register'),
  completionPassword: member('completionPassword'),
  queryFfpMemberByReset: CALLS.queryFfpMemberByReset,
  resetPassword: member('resetPassword'),
  signOutOtherDevices: member('signOutOtherDevices'),
  queryLoginMember: CALLS.queryLoginMember,
  skipFfpRenewNotice: CALLS.skipFfpRenewNotice,
  logout: CALLS.logout,
  /** Ends this site's session of a member without a uia (club) session to end. */
  endSession: member('endSession'),
  /** A one-time sign-in link for this site, issued by a member's live session (the app, another browser). */
  issueLoginHandoff: member('issueLoginHandoff'),
  /** /account/api: the link's code opens a session of the member who issued it. */
  loginByHandoff: member('loginByHandoff'),
  /** Development and tests only: the latest SMS sent to a mobile. Production does not serve it. */
  latestOutboxMessage: '/dev/outbox/latest',
} as const;
