import {
  completionPasswordCall,
  endSessionCall,
  issueLoginHandoffCall,
  loginByCheckCodeCall,
  loginByHandoffCall,
  loginByPasswordCall,
  logoutCall,
  queryLoginMemberCall,
  registerCall,
  resetPasswordCall,
  sendMobileCheckCodeCall,
  signOutOtherDevicesCall,
  skipFfpRenewNoticeCall,
} from '../../../contract/calls/accounts';
import { defineCall } from '../../calls/call';
import { sendMobileCheckCode } from './check-code-service';
import { issueLoginHandoff, loginByHandoff } from './login-handoff';
import { loginByCheckCode, loginByPassword } from './login-service';
import { completePassword, register, resetPassword } from './password-service';
import { endSession, logout, queryLoginMember, signOutOtherDevices, skipRenewNotice } from './session-service';

/** The account area's calls: wire only; the rules live in the services. */
export const accountCalls = [
  defineCall(sendMobileCheckCodeCall, {
    handle: (input, context) => sendMobileCheckCode(context, input.mobile, input.purpose),
  }),
  defineCall(loginByPasswordCall, {
    handle: (input, context) => loginByPassword(context, input),
  }),
  defineCall(loginByCheckCodeCall, {
    handle: (input, context) => loginByCheckCode(context, input),
  }),
  defineCall(registerCall, {
    handle: (input, context) => register(context, input),
  }),
  defineCall(completionPasswordCall, {
    handle: (input, context) => completePassword(context, input),
  }),
  defineCall(resetPasswordCall, {
    handle: (input, context) => resetPassword(context, input),
  }),
  defineCall(signOutOtherDevicesCall, {
    handle: (_input, context) => signOutOtherDevices(context),
  }),
  defineCall(queryLoginMemberCall, {
    handle: (_input, context) => queryLoginMember(context),
  }),
  defineCall(skipFfpRenewNoticeCall, {
    handle: (input, context) => skipRenewNotice(context, input.ffpRenewNoticeId),
  }),
  defineCall(logoutCall, { handle: (input, context) => logout(context, input) }),
  defineCall(issueLoginHandoffCall, {
    handle: (_input, context) => issueLoginHandoff(context),
  }),
  defineCall(loginByHandoffCall, {
    handle: (input, context) => loginByHandoff(context, input.code),
  }),
  defineCall(endSessionCall, { handle: (_input, context) => endSession(context) }),
];
