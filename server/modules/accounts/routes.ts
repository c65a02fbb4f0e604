import * as z from 'zod';
import {
  ACCOUNT_CALLS,
  completionPasswordPayload,
  issueLoginHandoffPayload,
  loginByHandoffPayload,
  loginByCheckCodePayload,
  loginByPasswordPayload,
  logoutPayload,
  queryLoginMemberPayload,
  registerPayload,
  resetPasswordPayload,
  sendMobileCheckCodePayload,
  skipFfpRenewNoticePayload,
} from '../../../contract/calls/accounts';
import { defineCall } from '../../calls/call';
import { sendMobileCheckCode } from './check-code-service';
import { issueLoginHandoff, loginByHandoff } from './login-handoff';
import { loginByCheckCode, loginByPassword } from './login-service';
import { completePassword, register, resetPassword } from './password-service';
import { endSession, logout, queryLoginMember, signOutOtherDevices, skipRenewNotice } from './session-service';

/** The account area's calls: wire only; the rules live in the services. */
export const accountCalls = [
  defineCall({
    path: ACCOUNT_CALLS.sendMobileCheckCode,
    input: sendMobileCheckCodePayload,
    handle: (input, context) => sendMobileCheckCode(context, input.mobile, input.purpose),
  }),
  defineCall({
    path: ACCOUNT_CALLS.loginByPassword,
    input: loginByPasswordPayload,
    handle: (input, context) => loginByPassword(context, input),
  }),
  defineCall({
    path: ACCOUNT_CALLS.loginByCheckCode,
    input: loginByCheckCodePayload,
    handle: (input, context) => loginByCheckCode(context, input),
  }),
  defineCall({
    path: ACCOUNT_CALLS.register,
    input: registerPayload,
    handle: (input, context) => register(context, input),
  }),
  defineCall({
    path: ACCOUNT_CALLS.completionPassword,
    input: completionPasswordPayload,
    handle: (input, context) => completePassword(context, input),
  }),
  defineCall({
    path: ACCOUNT_CALLS.resetPassword,
    input: resetPasswordPayload,
    handle: (input, context) => resetPassword(context, input),
  }),
  defineCall({
    path: ACCOUNT_CALLS.signOutOtherDevices,
    input: z.object({}).loose(),
    handle: (_input, context) => signOutOtherDevices(context),
  }),
  defineCall({
    path: ACCOUNT_CALLS.queryLoginMember,
    input: queryLoginMemberPayload,
    handle: (_input, context) => queryLoginMember(context),
  }),
  defineCall({
    path: ACCOUNT_CALLS.skipFfpRenewNotice,
    input: skipFfpRenewNoticePayload,
    handle: (input, context) => skipRenewNotice(context, input.ffpRenewNoticeId),
  }),
  defineCall({ path: ACCOUNT_CALLS.logout, input: logoutPayload, handle: (input, context) => logout(context, input) }),
  defineCall({
    path: ACCOUNT_CALLS.issueLoginHandoff,
    input: issueLoginHandoffPayload,
    handle: (_input, context) => issueLoginHandoff(context),
  }),
  defineCall({
    path: ACCOUNT_CALLS.loginByHandoff,
    input: loginByHandoffPayload,
    handle: (input, context) => loginByHandoff(context, input.code),
  }),
  defineCall({ path: ACCOUNT_CALLS.endSession, input: z.object({}), handle: (_input, context) => endSession(context) }),
];
