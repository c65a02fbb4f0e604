import {
  ACCOUNT_CALLS,
  completionPasswordCall,
  loginByCheckCodeCall,
  loginByPasswordCall,
  registerCall,
  resetPasswordCall,
  sendMobileCheckCodeCall,
  skipFfpRenewNoticeCall,
  type CheckCodePurpose,
  type CompletionPasswordPayload,
  type LoginByCheckCodePayload,
  type LoginByPasswordPayload,
  type QueryFfpMemberByResetData,
  type RegisterPayload,
  type ResetPasswordPayload,
} from '../../../contract/calls/accounts';
import { callApi } from '../../api/client';
import { request } from '../../api/request';

/** The account area's calls, typed; views receive them as props so tests can hand in fakes. */
export const accountApi = {
  sendCheckCode: (mobile: string, purpose: CheckCodePurpose) => request(sendMobileCheckCodeCall, { mobile, purpose }),
  loginByPassword: (payload: LoginByPasswordPayload) => request(loginByPasswordCall, payload),
  loginByCheckCode: (payload: LoginByCheckCodePayload) => request(loginByCheckCodeCall, payload),
  register: (payload: RegisterPayload) => request(registerCall, payload),
  completionPassword: (payload: CompletionPasswordPayload) => request(completionPasswordCall, payload),
  queryMemberForReset: (mobile: string, checkCode: string) =>
    callApi<QueryFfpMemberByResetData>(ACCOUNT_CALLS.queryFfpMemberByReset, { mobile, checkCode }),
  resetPassword: (payload: ResetPasswordPayload) => request(resetPasswordCall, payload),
  skipRenewNotice: (ffpRenewNoticeId: string) => request(skipFfpRenewNoticeCall, { ffpRenewNoticeId }),
};

export type AccountApi = typeof accountApi;
