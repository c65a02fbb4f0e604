import { CALLS } from '../../call-paths';
import { memberFfp } from '../../first-load/call-path-prefixes';

/**
 * The member centre's calls. The spec names the assignee, passengerBookRule and queryFfpMemberByReset calls
 * (CALLS) and the member-ffp passenger ones; it does not show real-name, profile, security or address URLs,
 * so those are ours, beside the account calls under /mid_website/member.
 */
const member = (path: string) => `/mid_website/member/${path}` as const;

export const MEMBER_CALLS = {
  realNameVerify: member('realNameVerify'),
  /** Logged in and verified: the club account to bind, found by its card number and the member's identity. */
  queryFfpMemberByReset: CALLS.queryFfpMemberByReset,
  ffpRegister: member('ffpRegister'),
  ffpBind: member('ffpBind'),
  queryAddress: member('queryAddress'),
  addAddress: member('addAddress'),
  updateAddress: member('updateAddress'),
  deleteAddress: member('deleteAddress'),
  setDefaultAddress: member('setDefaultAddress'),
  queryAssignee: CALLS.queryAssignee,
  addAssignee: CALLS.addAssignee,
  modifyAssignee: CALLS.modifyAssignee,
  passengerBookRule: CALLS.passengerBookRule,
  /**
   * member-ffp/walletPassenger/*: the people the member's points wallet may pay for, i.e. the transferees.
   * Same payloads, replies and rules as the appmember calls above (one service, two spec paths).
   */
  walletPassengerQuery: memberFfp('walletPassenger', 'query'),
  walletPassengerAdd: memberFfp('walletPassenger', 'add'),
  walletPassengerUpdate: memberFfp('walletPassenger', 'update'),
  queryProfile: member('queryProfile'),
  updateProfile: member('updateProfile'),
  sendEmailVerification: member('sendEmailVerification'),
  /** Opened from the mail (GET ?token=): confirms the address and shows a page. */
  verifyEmail: member('verifyEmail'),
  changeMobile: member('changeMobile'),
  changePassword: member('changePassword'),
  transactionPasswordStatus: member('transactionPasswordStatus'),
  setTransactionPassword: member('setTransactionPassword'),
  resetTransactionPassword: member('resetTransactionPassword'),
  queryLoginSessions: member('queryLoginSessions'),
  signOutSession: member('signOutSession'),
} as const;
