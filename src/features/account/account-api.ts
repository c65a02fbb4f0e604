import {
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
  type RegisterPayload,
  type ResetPasswordPayload,
} from '../../../contract/calls/accounts';
import { queryMemberForResetCall } from '../../../contract/calls/member/ffp-member-by-reset';
import { request } from '../../api/request';

/** The account area's calls, typed; views receive them as props so tests can hand in fakes. */
export const accountApi = {
  sendCheckCode: (mobile: string, purpose: CheckCodePurpose) => request(sendMobileCheckCodeCall, { mobile, purpose }),
  loginByPassword: (payload: LoginByPasswordPayload) => request(loginByPasswordCall, payload),
  loginByCheckCode: (payload: LoginByCheckCodePayload) => request(loginByCheckCodeCall, payload),
  register: (payload: RegisterPayload) => request(registerCall, payload),
  completionPassword: (payload: CompletionPasswordPayload) => request(completionPasswordCall, payload),
  queryMemberForReset: (mobile: string, checkCode: string) => request(queryMemberForResetCall, { mobile, checkCode }),
  resetPassword: (payload: ResetPasswordPayload) => request(resetPasswordCall, payload),
  skipRenewNotice: (ffpRenewNoticeId: string) => request(skipFfpRenewNoticeCall, { ffpRenewNoticeId }),
};

export type AccountApi = typeof accountApi;
