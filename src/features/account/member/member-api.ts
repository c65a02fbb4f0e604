import { queryOptions } from '@tanstack/react-query';
import {
  addPassengerCall,
  deletePassengerCall,
  mergePassengersCall,
  queryPassengersCall,
  updatePassengerCall,
  type SavedPassengerInput,
} from '../../../../contract/booking/saved-passenger-calls';
import {
  issueLoginHandoffCall,
  sendMobileCheckCodeCall,
  signOutOtherDevicesCall,
  type CheckCodePurpose,
} from '../../../../contract/calls/accounts';
import { queryAgreeContentGroupCall, queryCountryCall, type AgreementType } from '../../../../contract/calls/content';
import type { AddressInput } from '../../../../contract/calls/member/addresses';
import type { AssigneeInput } from '../../../../contract/calls/member/assignees';
import { queryClubForBindingCall } from '../../../../contract/calls/member/ffp-member-by-reset';
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
} from '../../../../contract/calls/member/member-calls';
import type { ChangeMobilePayload, ProfileInput } from '../../../../contract/calls/member/profile';
import type { RealNameVerifyPayload } from '../../../../contract/calls/member/real-name';
import type {
  ChangePasswordPayload,
  ResetTransactionPasswordPayload,
  SetTransactionPasswordPayload,
} from '../../../../contract/calls/member/security';
import type { Locale } from '../../../../contract/locales';
import { request } from '../../../api/request';

/** The member centre's calls, one query per resource; views take them from here. */
export const memberQueries = {
  addresses: () =>
    queryOptions({
      queryKey: ['member', 'addresses'],
      queryFn: ({ signal }) => request(queryAddressCall, {}, { signal }),
    }),
  assignees: () =>
    queryOptions({
      queryKey: ['member', 'assignees'],
      queryFn: ({ signal }) => request(queryAssigneeCall, {}, { signal }),
    }),
  bookRule: () =>
    queryOptions({
      queryKey: ['member', 'bookRule'],
      queryFn: ({ signal }) => request(passengerBookRuleCall, {}, { signal }),
    }),
  profile: () =>
    queryOptions({
      queryKey: ['member', 'profile'],
      queryFn: ({ signal }) => request(queryProfileCall, {}, { signal }),
    }),
  sessions: () =>
    queryOptions({
      queryKey: ['member', 'sessions'],
      queryFn: ({ signal }) => request(queryLoginSessionsCall, {}, { signal }),
    }),
  pinStatus: () =>
    queryOptions({
      queryKey: ['member', 'pinStatus'],
      queryFn: ({ signal }) => request(transactionPasswordStatusCall, {}, { signal }),
    }),
  /** The booking page reads the same list (features/booking's savedPassengersQueryOptions). */
  passengers: (memberId: string) =>
    queryOptions({
      queryKey: ['passengers', 'saved', memberId],
      queryFn: ({ signal }) => request(queryPassengersCall, {}, { signal }),
    }),
  countries: (locale: Locale) =>
    queryOptions({
      queryKey: ['passengers', 'countries', locale],
      queryFn: ({ signal }) => request(queryCountryCall, {}, { signal }),
      staleTime: Infinity,
    }),
  content: (types: AgreementType[], locale: Locale) =>
    queryOptions({
      queryKey: ['member', 'content', types.join(','), locale],
      queryFn: ({ signal }) => request(queryAgreeContentGroupCall, { agreeTypes: types }, { signal }),
      staleTime: 10 * 60_000,
    }),
};

export const memberApi = {
  sendCheckCode: (mobile: string, purpose: CheckCodePurpose) => request(sendMobileCheckCodeCall, { mobile, purpose }),
  verifyRealName: (payload: RealNameVerifyPayload) => request(realNameVerifyCall, payload),
  registerClub: () => request(ffpRegisterCall, {}),
  findClubAccount: (egretId: string) => request(queryClubForBindingCall, { egretId }),
  bindClub: (egretId: string) => request(ffpBindCall, { egretId }),
  addAddress: (address: AddressInput) => request(addAddressCall, address),
  updateAddress: (address: AddressInput & { id: number }) => request(updateAddressCall, address),
  deleteAddress: (id: number) => request(deleteAddressCall, { id }),
  setDefaultAddress: (id: number) => request(setDefaultAddressCall, { id }),
  addAssignee: (assignee: AssigneeInput) => request(addAssigneeCall, assignee),
  modifyAssignee: (assignee: AssigneeInput & { id: number }) => request(modifyAssigneeCall, assignee),
  removeAssignee: (id: number) => request(modifyAssigneeCall, { id, remove: true }),
  addPassenger: (passenger: SavedPassengerInput) => request(addPassengerCall, passenger),
  updatePassenger: (passenger: SavedPassengerInput & { id: number }) => request(updatePassengerCall, passenger),
  deletePassenger: (id: number) => request(deletePassengerCall, { id }),
  mergePassengers: (keepId: number, mergeId: number) => request(mergePassengersCall, { keepId, mergeId }),
  updateProfile: (profile: ProfileInput) => request(updateProfileCall, profile),
  sendEmailVerification: () => request(sendEmailVerificationCall, {}),
  changeMobile: (payload: ChangeMobilePayload) => request(changeMobileCall, payload),
  changePassword: (payload: ChangePasswordPayload) => request(changePasswordCall, payload),
  setTransactionPassword: (payload: SetTransactionPasswordPayload) => request(setTransactionPasswordCall, payload),
  resetTransactionPassword: (payload: ResetTransactionPasswordPayload) =>
    request(resetTransactionPasswordCall, payload),
  signOutSession: (sessionId: string) => request(signOutSessionCall, { sessionId }),
  signOutOtherDevices: () => request(signOutOtherDevicesCall, {}),
  issueLoginHandoff: () => request(issueLoginHandoffCall, {}),
};
