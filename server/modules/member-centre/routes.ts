import * as z from 'zod';
import {
  addAddressPayload,
  addressIdPayload,
  queryAddressPayload,
  updateAddressPayload,
} from '../../../contract/calls/member/addresses';
import {
  addAssigneePayload,
  modifyAssigneePayload,
  queryAssigneePayload,
} from '../../../contract/calls/member/assignees';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import {
  changeMobilePayload,
  sendEmailVerificationPayload,
  updateProfilePayload,
  verifyEmailPayload,
} from '../../../contract/calls/member/profile';
import {
  ffpBindPayload,
  ffpRegisterPayload,
  queryClubForBindingPayload,
  realNameVerifyPayload,
} from '../../../contract/calls/member/real-name';
import { ACCOUNT_CALLS, queryFfpMemberByResetPayload } from '../../../contract/calls/accounts';
import {
  changePasswordPayload,
  queryLoginSessionsPayload,
  resetTransactionPasswordPayload,
  setTransactionPasswordPayload,
  signOutSessionPayload,
} from '../../../contract/calls/member/security';
import { defineCall, type Call } from '../../calls/call';
import { translate } from '../../i18n';
import { addAddress, changeAddress, queryAddresses, removeAddress, setDefaultAddress } from './address-service';
import { addAssignee, modifyAssignee, passengerBookRule, queryAssignees } from './assignee-service';
import { queryLoginSessions, signOutSession } from './login-sessions';
import { changeMobile, queryProfile, sendEmailVerification, updateProfile, verifyEmail } from './profile-service';
import { queryMemberForReset } from '../accounts/password-service';
import { bindClub, queryClubForBinding, registerClub, verifyRealName } from './real-name-service';
import {
  changePassword,
  resetTransactionPassword,
  setTransactionPassword,
  transactionPasswordStatus,
} from './security-service';

const none = z.object({}).loose();

/** The member centre's calls (real name and club, addresses, transferees, profile, security): wire only. */
export const memberCentreCalls: Call[] = [
  defineCall({
    path: MEMBER_CALLS.realNameVerify,
    input: realNameVerifyPayload,
    handle: (input, context) => verifyRealName(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.ffpRegister,
    input: ffpRegisterPayload,
    handle: (_input, context) => registerClub(context),
  }),
  defineCall({
    path: MEMBER_CALLS.ffpBind,
    input: ffpBindPayload,
    handle: (input, context) => bindClub(context, input.egretId),
  }),
  // An account call that the member centre answers too: the club lookup before binding shares its path.
  defineCall({
    path: ACCOUNT_CALLS.queryFfpMemberByReset,
    // Two askers: account recovery (mobile and its code) and a verified member about to bind a club card.
    input: z.union([queryFfpMemberByResetPayload, queryClubForBindingPayload]),
    handle: async (input, context): Promise<unknown> =>
      'egretId' in input
        ? queryClubForBinding(context, input.egretId)
        : queryMemberForReset(context, input.mobile, input.checkCode),
  }),
  defineCall({
    path: MEMBER_CALLS.queryAddress,
    input: queryAddressPayload,
    handle: (_input, context) => queryAddresses(context),
  }),
  defineCall({
    path: MEMBER_CALLS.addAddress,
    input: addAddressPayload,
    handle: (input, context) => addAddress(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.updateAddress,
    input: updateAddressPayload,
    handle: (input, context) => changeAddress(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.deleteAddress,
    input: addressIdPayload,
    handle: (input, context) => removeAddress(context, input.id),
  }),
  defineCall({
    path: MEMBER_CALLS.setDefaultAddress,
    input: addressIdPayload,
    handle: (input, context) => setDefaultAddress(context, input.id),
  }),
  defineCall({
    path: MEMBER_CALLS.queryAssignee,
    input: queryAssigneePayload,
    handle: (_input, context) => queryAssignees(context),
  }),
  defineCall({
    path: MEMBER_CALLS.addAssignee,
    input: addAssigneePayload,
    handle: (input, context) => addAssignee(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.modifyAssignee,
    input: modifyAssigneePayload,
    handle: (input, context) => modifyAssignee(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.walletPassengerQuery,
    input: queryAssigneePayload,
    handle: (_input, context) => queryAssignees(context),
  }),
  defineCall({
    path: MEMBER_CALLS.walletPassengerAdd,
    input: addAssigneePayload,
    handle: (input, context) => addAssignee(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.walletPassengerUpdate,
    input: modifyAssigneePayload,
    handle: (input, context) => modifyAssignee(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.passengerBookRule,
    input: none,
    handle: (_input, context) => passengerBookRule(context),
  }),
  defineCall({ path: MEMBER_CALLS.queryProfile, input: none, handle: (_input, context) => queryProfile(context) }),
  defineCall({
    path: MEMBER_CALLS.updateProfile,
    input: updateProfilePayload,
    handle: (input, context) => updateProfile(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.sendEmailVerification,
    input: sendEmailVerificationPayload,
    handle: (_input, context) => sendEmailVerification(context),
  }),
  defineCall({
    path: MEMBER_CALLS.verifyEmail,
    method: 'GET',
    input: verifyEmailPayload,
    // Opened from the mail in any browser: the token is the proof, not a session or the SPA's risk headers.
    appRiskCheck: 'skip',
    handle: async (input, context) => {
      const key = (await verifyEmail(context, input.token))
        ? 'member.profile.mail.confirmed'
        : 'member.profile.mail.linkInvalid';
      return `<!doctype html><html lang="${context.locale === 'en' ? 'en' : 'zh'}"><meta charset="utf-8"><title>${translate(context.locale, key)}</title><body style="font-family:sans-serif;padding:2rem"><h1>${translate(context.locale, key)}</h1></body></html>`;
    },
    respond: (reply, page) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page),
  }),
  defineCall({
    path: MEMBER_CALLS.changeMobile,
    input: changeMobilePayload,
    handle: (input, context) => changeMobile(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.changePassword,
    input: changePasswordPayload,
    handle: (input, context) => changePassword(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.transactionPasswordStatus,
    input: none,
    handle: (_input, context) => transactionPasswordStatus(context),
  }),
  defineCall({
    path: MEMBER_CALLS.setTransactionPassword,
    input: setTransactionPasswordPayload,
    handle: (input, context) => setTransactionPassword(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.resetTransactionPassword,
    input: resetTransactionPasswordPayload,
    handle: (input, context) => resetTransactionPassword(context, input),
  }),
  defineCall({
    path: MEMBER_CALLS.queryLoginSessions,
    input: queryLoginSessionsPayload,
    handle: (_input, context) => queryLoginSessions(context),
  }),
  defineCall({
    path: MEMBER_CALLS.signOutSession,
    input: signOutSessionPayload,
    handle: (input, context) => signOutSession(context, input.sessionId),
  }),
];
