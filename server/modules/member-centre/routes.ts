import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { verifyEmailPayload } from '../../../contract/calls/member/profile';
import { queryFfpMemberByResetCall } from '../../../contract/calls/member/ffp-member-by-reset';
import {
  addAddressCall,
  addAssigneeCall,
  changeMobileCall,
  changePasswordCall,
  deleteAddressCall,
  ffpBindCall,
  ffpRegisterCall,
  modifyAssigneeCall,
  passengerBookRuleCall,
  queryAddressCall,
  queryAssigneeCall,
  queryLoginSessionsCall,
  queryProfileCall,
  realNameVerifyCall,
  resetTransactionPasswordCall,
  sendEmailVerificationCall,
  setDefaultAddressCall,
  setTransactionPasswordCall,
  signOutSessionCall,
  transactionPasswordStatusCall,
  updateAddressCall,
  updateProfileCall,
  walletPassengerAddCall,
  walletPassengerQueryCall,
  walletPassengerUpdateCall,
} from '../../../contract/calls/member/member-calls';
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

/** The member centre's calls (real name and club, addresses, transferees, profile, security): wire only. */
export const memberCentreCalls: Call[] = [
  defineCall(realNameVerifyCall, {
    handle: (input, context) => verifyRealName(context, input),
  }),
  defineCall(ffpRegisterCall, {
    handle: (_input, context) => registerClub(context),
  }),
  defineCall(ffpBindCall, {
    handle: (input, context) => bindClub(context, input.egretId),
  }),
  // An account call that the member centre answers too: the club lookup before binding shares its path.
  defineCall(queryFfpMemberByResetCall, {
    // Two askers: account recovery (mobile and its code) and a verified member about to bind a club card.
    handle: async (input, context) =>
      'egretId' in input
        ? queryClubForBinding(context, input.egretId)
        : queryMemberForReset(context, input.mobile, input.checkCode),
  }),
  defineCall(queryAddressCall, {
    handle: (_input, context) => queryAddresses(context),
  }),
  defineCall(addAddressCall, {
    handle: (input, context) => addAddress(context, input),
  }),
  defineCall(updateAddressCall, {
    handle: (input, context) => changeAddress(context, input),
  }),
  defineCall(deleteAddressCall, {
    handle: (input, context) => removeAddress(context, input.id),
  }),
  defineCall(setDefaultAddressCall, {
    handle: (input, context) => setDefaultAddress(context, input.id),
  }),
  defineCall(queryAssigneeCall, {
    handle: (_input, context) => queryAssignees(context),
  }),
  defineCall(addAssigneeCall, {
    handle: (input, context) => addAssignee(context, input),
  }),
  defineCall(modifyAssigneeCall, {
    handle: (input, context) => modifyAssignee(context, input),
  }),
  defineCall(walletPassengerQueryCall, {
    handle: (_input, context) => queryAssignees(context),
  }),
  defineCall(walletPassengerAddCall, {
    handle: (input, context) => addAssignee(context, input),
  }),
  defineCall(walletPassengerUpdateCall, {
    handle: (input, context) => modifyAssignee(context, input),
  }),
  defineCall(passengerBookRuleCall, {
    handle: (_input, context) => passengerBookRule(context),
  }),
  defineCall(queryProfileCall, { handle: (_input, context) => queryProfile(context) }),
  defineCall(updateProfileCall, {
    handle: (input, context) => updateProfile(context, input),
  }),
  defineCall(sendEmailVerificationCall, {
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
  defineCall(changeMobileCall, {
    handle: (input, context) => changeMobile(context, input),
  }),
  defineCall(changePasswordCall, {
    handle: (input, context) => changePassword(context, input),
  }),
  defineCall(transactionPasswordStatusCall, {
    handle: (_input, context) => transactionPasswordStatus(context),
  }),
  defineCall(setTransactionPasswordCall, {
    handle: (input, context) => setTransactionPassword(context, input),
  }),
  defineCall(resetTransactionPasswordCall, {
    handle: (input, context) => resetTransactionPassword(context, input),
  }),
  defineCall(queryLoginSessionsCall, {
    handle: (_input, context) => queryLoginSessions(context),
  }),
  defineCall(signOutSessionCall, {
    handle: (input, context) => signOutSession(context, input.sessionId),
  }),
];
