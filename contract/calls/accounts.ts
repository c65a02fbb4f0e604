import * as z from 'zod';
import { contractCall } from '../call';
import { ACCOUNT_CALLS } from './account-calls';
import { agreementSchema } from '../validators/agreement';
import { mobileSchema } from '../validators/mobile';
import { newPasswordFields, passwordsMatch, PASSWORDS_MATCH_RULE } from '../validators/password';
import { smsCodeSchema } from '../validators/sms-code';
import { text } from '../validators/text';

export { ACCOUNT_CALLS } from './account-calls';

const required = text().trim().min(1, 'validation.required');

/** The spec 3 session user info, as stored in session storage and as every login replies it. */
export const renewNoticeSchema = z.object({
  noticeNum: z.number().int(),
  mobile: z.string(),
  ffpRenewNoticeId: z.string(),
});
export type RenewNotice = z.infer<typeof renewNoticeSchema>;

export const sessionUserSchema = z.object({
  userid: z.string().min(1),
  jwtToken: z.string(),
  cnName: z.string(),
  mobile: z.string(),
  email: z.string(),
  identityStatus: z.string(),
  egretId: z.string(),
  ffpBindingFlag: z.string(),
  ffpRenewNotice: renewNoticeSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

// sendMobileCheckCode: a code is bound to its purpose and mobile.
// The last three need a login: codes to the member's own mobile, or to the mobile they are moving to.
export const CHECK_CODE_PURPOSES = [
  'login',
  'register',
  'reset',
  'changeMobileOld',
  'changeMobileNew',
  'transactionPassword',
  'feedback',
] as const;
export type CheckCodePurpose = (typeof CHECK_CODE_PURPOSES)[number];
export const sendMobileCheckCodePayload = z.object({ mobile: mobileSchema, purpose: z.enum(CHECK_CODE_PURPOSES) });
export const sendMobileCheckCodeData = z.object({
  resendAfterSeconds: z.number().int(),
  validForSeconds: z.number().int(),
});
export type SendMobileCheckCodeData = z.infer<typeof sendMobileCheckCodeData>;

// Logins: by mobile, e-mail or member number with a password; or by mobile with a code.
// The password is taken as typed: trimming it would log in with a different secret than the member chose.
export const loginByPasswordPayload = z.object({
  account: required.max(64),
  password: text().min(1, 'validation.required').max(64),
});
export type LoginByPasswordPayload = z.infer<typeof loginByPasswordPayload>;
export const loginByCheckCodePayload = z.object({ mobile: mobileSchema, checkCode: smsCodeSchema });
export type LoginByCheckCodePayload = z.infer<typeof loginByCheckCodePayload>;

/** A login either opens a session or says the member's bound mobile has changed (both masked). */
export const loginData = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('loggedIn'), user: sessionUserSchema, needsPassword: z.boolean() }),
  z.object({ outcome: z.literal('mobileChanged'), oldMobile: z.string(), newMobile: z.string() }),
]);
export type LoginData = z.infer<typeof loginData>;

// register (after register/verification's code)
export const registerPayload = z
  .object({ mobile: mobileSchema, checkCode: smsCodeSchema, ...newPasswordFields, agree: agreementSchema })
  .refine(passwordsMatch, PASSWORDS_MATCH_RULE);
export type RegisterPayload = z.infer<typeof registerPayload>;

// completionPassword: a member who came in by code sets a password.
export const completionPasswordPayload = z.object(newPasswordFields).refine(passwordsMatch, PASSWORDS_MATCH_RULE);
export type CompletionPasswordPayload = z.infer<typeof completionPasswordPayload>;

// Recovery: lookSecret_count checks the mobile's code, retrieveAccount sets the new password.
export const queryFfpMemberByResetPayload = z.object({ mobile: mobileSchema, checkCode: smsCodeSchema });
export const queryFfpMemberByResetData = z.object({
  resetTicket: z.string(),
  memberNumber: z.string(),
  maskedName: z.string(),
  maskedMobile: z.string(),
});
export type QueryFfpMemberByResetData = z.infer<typeof queryFfpMemberByResetData>;
export const resetPasswordPayload = z
  .object({ resetTicket: text().min(1), ...newPasswordFields })
  .refine(passwordsMatch, PASSWORDS_MATCH_RULE);
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayload>;

// Session calls
export const queryLoginMemberPayload = z.object({}).loose();
export const skipFfpRenewNoticePayload = z.object({ ffpRenewNoticeId: text().min(1) });
export const logoutPayload = z.object({ channel: text(), memId: text(), accessModule: text() });
export type LogoutPayload = z.infer<typeof logoutPayload>;
export const latestOutboxMessagePayload = z.object({ mobile: mobileSchema });

// Sign-in hand-over (/account/api?code=…&path=…): a member's session elsewhere issues a one-time code.
/** 32 random bytes, base64url: a code can't be guessed, so a wrong one is a broken or stale link. */
export const LOGIN_HANDOFF_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const LOGIN_HANDOFF_VALID_SECONDS = 300;
export const issueLoginHandoffPayload = z.object({}).loose();
export const issueLoginHandoffData = z.object({ code: z.string(), validForSeconds: z.number().int() });
export type IssueLoginHandoffData = z.infer<typeof issueLoginHandoffData>;
export const loginByHandoffPayload = z.object({
  code: text('account.handoff.invalid').trim().regex(LOGIN_HANDOFF_CODE_PATTERN, 'account.handoff.invalid'),
});
export const loginByHandoffData = loginData;
/** Refusal codes of a hand-over link: not ours, expired, used, or its issuing session has ended. */
export const LOGIN_HANDOFF_REFUSALS = {
  invalid: 'E1501',
  expired: 'E1502',
  used: 'E1503',
  issuerEnded: 'E1504',
} as const;

/** The account area's calls as call objects. */
const noData = z.void();
export const sendMobileCheckCodeCall = contractCall({
  path: ACCOUNT_CALLS.sendMobileCheckCode,
  payload: sendMobileCheckCodePayload,
  reply: sendMobileCheckCodeData,
});
export const loginByPasswordCall = contractCall({
  path: ACCOUNT_CALLS.loginByPassword,
  payload: loginByPasswordPayload,
  reply: loginData,
});
export const loginByCheckCodeCall = contractCall({
  path: ACCOUNT_CALLS.loginByCheckCode,
  payload: loginByCheckCodePayload,
  reply: loginData,
});
export const registerCall = contractCall({ path: ACCOUNT_CALLS.register, payload: registerPayload, reply: loginData });
export const completionPasswordCall = contractCall({
  path: ACCOUNT_CALLS.completionPassword,
  payload: completionPasswordPayload,
  reply: noData,
});
export const resetPasswordCall = contractCall({
  path: ACCOUNT_CALLS.resetPassword,
  payload: resetPasswordPayload,
  reply: noData,
});
export const signOutOtherDevicesCall = contractCall({
  path: ACCOUNT_CALLS.signOutOtherDevices,
  payload: z.object({}).loose(),
  reply: noData,
});
export const queryLoginMemberCall = contractCall({
  path: ACCOUNT_CALLS.queryLoginMember,
  payload: queryLoginMemberPayload,
  reply: sessionUserSchema,
});
export const skipFfpRenewNoticeCall = contractCall({
  path: ACCOUNT_CALLS.skipFfpRenewNotice,
  payload: skipFfpRenewNoticePayload,
  reply: sessionUserSchema,
});
export const logoutCall = contractCall({ path: ACCOUNT_CALLS.logout, payload: logoutPayload, reply: noData });
export const issueLoginHandoffCall = contractCall({
  path: ACCOUNT_CALLS.issueLoginHandoff,
  payload: issueLoginHandoffPayload,
  reply: issueLoginHandoffData,
});
export const loginByHandoffCall = contractCall({
  path: ACCOUNT_CALLS.loginByHandoff,
  payload: loginByHandoffPayload,
  reply: loginByHandoffData,
});
export const endSessionCall = contractCall({ path: ACCOUNT_CALLS.endSession, payload: z.object({}), reply: noData });
