import {
  ACCOUNT_CALLS,
  type CheckCodePurpose,
  type CompletionPasswordPayload,
  type LoginByCheckCodePayload,
  type LoginByPasswordPayload,
  type LoginData,
  type QueryFfpMemberByResetData,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SendMobileCheckCodeData,
  type SessionUser,
} from '../../../contract/calls/accounts';
import { callApi } from '../../api/client';

/** The account area's calls, typed; views receive them as props so tests can hand in fakes. */
export const accountApi = {
  sendCheckCode: (mobile: string, purpose: CheckCodePurpose) =>
    callApi<SendMobileCheckCodeData>(ACCOUNT_CALLS.sendMobileCheckCode, { mobile, purpose }),
  loginByPassword: (payload: LoginByPasswordPayload) => callApi<LoginData>(ACCOUNT_CALLS.loginByPassword, payload),
  loginByCheckCode: (payload: LoginByCheckCodePayload) => callApi<LoginData>(ACCOUNT_CALLS.loginByCheckCode, payload),
  register: (payload: RegisterPayload) => callApi<LoginData>(ACCOUNT_CALLS.register, payload),
  completionPassword: (payload: CompletionPasswordPayload) => callApi<void>(ACCOUNT_CALLS.completionPassword, payload),
  queryMemberForReset: (mobile: string, checkCode: string) =>
    callApi<QueryFfpMemberByResetData>(ACCOUNT_CALLS.queryFfpMemberByReset, { mobile, checkCode }),
  resetPassword: (payload: ResetPasswordPayload) => callApi<void>(ACCOUNT_CALLS.resetPassword, payload),
  skipRenewNotice: (ffpRenewNoticeId: string) =>
    callApi<SessionUser>(ACCOUNT_CALLS.skipFfpRenewNotice, { ffpRenewNoticeId }),
};

export type AccountApi = typeof accountApi;
