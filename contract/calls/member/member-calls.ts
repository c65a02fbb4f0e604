import * as z from 'zod';
import { contractCall } from '../../call';
import { sessionUserSchema } from '../accounts';
import {
  addAddressPayload,
  addressIdPayload,
  memberAddressSchema,
  queryAddressPayload,
  updateAddressPayload,
} from './addresses';
import {
  addAssigneePayload,
  assigneeSchema,
  modifyAssigneePayload,
  passengerBookRuleSchema,
  queryAssigneePayload,
} from './assignees';
import { MEMBER_CALLS } from './member-call-paths';
import { changeMobilePayload, profileData, sendEmailVerificationPayload, updateProfilePayload } from './profile';
import { ffpBindPayload, ffpRegisterPayload, realNameVerifyPayload } from './real-name';
import {
  changePasswordPayload,
  loginSessionSchema,
  queryLoginSessionsPayload,
  resetTransactionPasswordPayload,
  setTransactionPasswordPayload,
  signOutSessionPayload,
  transactionPasswordStatus,
} from './security';

/** The member centre's calls (real name and club, addresses, transferees, profile, security) as call objects. */
const none = z.object({}).loose();
/** What a removal answers: the id that is gone. */
const removed = z.object({ id: z.number() });
/** A call that answers success with no data. */
const noData = z.void();

export const realNameVerifyCall = contractCall({
  path: MEMBER_CALLS.realNameVerify,
  payload: realNameVerifyPayload,
  reply: sessionUserSchema,
});
export const ffpRegisterCall = contractCall({
  path: MEMBER_CALLS.ffpRegister,
  payload: ffpRegisterPayload,
  reply: sessionUserSchema,
});
export const ffpBindCall = contractCall({
  path: MEMBER_CALLS.ffpBind,
  payload: ffpBindPayload,
  reply: sessionUserSchema,
});

export const queryAddressCall = contractCall({
  path: MEMBER_CALLS.queryAddress,
  payload: queryAddressPayload,
  reply: z.array(memberAddressSchema),
});
export const addAddressCall = contractCall({
  path: MEMBER_CALLS.addAddress,
  payload: addAddressPayload,
  reply: memberAddressSchema,
});
export const updateAddressCall = contractCall({
  path: MEMBER_CALLS.updateAddress,
  payload: updateAddressPayload,
  reply: memberAddressSchema,
});
export const deleteAddressCall = contractCall({
  path: MEMBER_CALLS.deleteAddress,
  payload: addressIdPayload,
  reply: removed,
});
export const setDefaultAddressCall = contractCall({
  path: MEMBER_CALLS.setDefaultAddress,
  payload: addressIdPayload,
  reply: memberAddressSchema,
});

export const queryAssigneeCall = contractCall({
  path: MEMBER_CALLS.queryAssignee,
  payload: queryAssigneePayload,
  reply: z.array(assigneeSchema),
});
export const addAssigneeCall = contractCall({
  path: MEMBER_CALLS.addAssignee,
  payload: addAssigneePayload,
  reply: assigneeSchema,
});
/** Changes a transferee (answers them as now) or removes one (`remove: true`, answers the id). */
export const modifyAssigneeCall = contractCall({
  path: MEMBER_CALLS.modifyAssignee,
  payload: modifyAssigneePayload,
  reply: z.union([assigneeSchema, removed]),
});
/** member-ffp/walletPassenger/*: the same service and replies as the appmember calls above. */
export const walletPassengerQueryCall = contractCall({ ...queryAssigneeCall, path: MEMBER_CALLS.walletPassengerQuery });
export const walletPassengerAddCall = contractCall({ ...addAssigneeCall, path: MEMBER_CALLS.walletPassengerAdd });
export const walletPassengerUpdateCall = contractCall({
  ...modifyAssigneeCall,
  path: MEMBER_CALLS.walletPassengerUpdate,
});
export const passengerBookRuleCall = contractCall({
  path: MEMBER_CALLS.passengerBookRule,
  payload: none,
  reply: passengerBookRuleSchema,
});

export const queryProfileCall = contractCall({ path: MEMBER_CALLS.queryProfile, payload: none, reply: profileData });
export const updateProfileCall = contractCall({
  path: MEMBER_CALLS.updateProfile,
  payload: updateProfilePayload,
  reply: z.object({ profile: profileData, user: sessionUserSchema }),
});
export const sendEmailVerificationCall = contractCall({
  path: MEMBER_CALLS.sendEmailVerification,
  payload: sendEmailVerificationPayload,
  reply: z.object({ sentTo: z.string() }),
});
export const changeMobileCall = contractCall({
  path: MEMBER_CALLS.changeMobile,
  payload: changeMobilePayload,
  reply: sessionUserSchema,
});

export const changePasswordCall = contractCall({
  path: MEMBER_CALLS.changePassword,
  payload: changePasswordPayload,
  reply: noData,
});
export const transactionPasswordStatusCall = contractCall({
  path: MEMBER_CALLS.transactionPasswordStatus,
  payload: none,
  reply: transactionPasswordStatus,
});
export const setTransactionPasswordCall = contractCall({
  path: MEMBER_CALLS.setTransactionPassword,
  payload: setTransactionPasswordPayload,
  reply: noData,
});
export const resetTransactionPasswordCall = contractCall({
  path: MEMBER_CALLS.resetTransactionPassword,
  payload: resetTransactionPasswordPayload,
  reply: noData,
});
export const queryLoginSessionsCall = contractCall({
  path: MEMBER_CALLS.queryLoginSessions,
  payload: queryLoginSessionsPayload,
  reply: z.array(loginSessionSchema),
});
export const signOutSessionCall = contractCall({
  path: MEMBER_CALLS.signOutSession,
  payload: signOutSessionPayload,
  reply: noData,
});
