import { queryOptions } from '@tanstack/react-query';
import { CALLS } from '../../../../contract/call-paths';
import { memberFfp } from '../../../../contract/first-load/call-path-prefixes';
import type { SavedPassenger, SavedPassengerInput } from '../../../../contract/booking/saved-passenger-calls';
import {
  ACCOUNT_CALLS,
  type IssueLoginHandoffData,
  type CheckCodePurpose,
  type SendMobileCheckCodeData,
  type SessionUser,
} from '../../../../contract/calls/accounts';
import type { Agreement, AgreementType, Country } from '../../../../contract/calls/content';
import type { AddressInput, MemberAddress } from '../../../../contract/calls/member/addresses';
import type { Assignee, AssigneeInput, PassengerBookRule } from '../../../../contract/calls/member/assignees';
import { MEMBER_CALLS } from '../../../../contract/calls/member/member-call-paths';
import type { ChangeMobilePayload, ProfileData, ProfileInput } from '../../../../contract/calls/member/profile';
import type { ClubAccountPreview, RealNameVerifyPayload } from '../../../../contract/calls/member/real-name';
import type {
  ChangePasswordPayload,
  LoginSession,
  ResetTransactionPasswordPayload,
  SetTransactionPasswordPayload,
} from '../../../../contract/calls/member/security';
import type { Locale } from '../../../../contract/locales';
import { callApi } from '../../../api/client';

/** The member centre's calls, one query per resource; views take them from here. */
export const memberQueries = {
  addresses: () =>
    queryOptions({
      queryKey: ['member', 'addresses'],
      queryFn: ({ signal }) => callApi<MemberAddress[]>(MEMBER_CALLS.queryAddress, {}, { signal }),
    }),
  assignees: () =>
    queryOptions({
      queryKey: ['member', 'assignees'],
      queryFn: ({ signal }) => callApi<Assignee[]>(MEMBER_CALLS.queryAssignee, {}, { signal }),
    }),
  bookRule: () =>
    queryOptions({
      queryKey: ['member', 'bookRule'],
      queryFn: ({ signal }) => callApi<PassengerBookRule>(MEMBER_CALLS.passengerBookRule, {}, { signal }),
    }),
  profile: () =>
    queryOptions({
      queryKey: ['member', 'profile'],
      queryFn: ({ signal }) => callApi<ProfileData>(MEMBER_CALLS.queryProfile, {}, { signal }),
    }),
  sessions: () =>
    queryOptions({
      queryKey: ['member', 'sessions'],
      queryFn: ({ signal }) => callApi<LoginSession[]>(MEMBER_CALLS.queryLoginSessions, {}, { signal }),
    }),
  pinStatus: () =>
    queryOptions({
      queryKey: ['member', 'pinStatus'],
      queryFn: ({ signal }) =>
        callApi<{ isSet: boolean; locked: boolean }>(MEMBER_CALLS.transactionPasswordStatus, {}, { signal }),
    }),
  /** The booking page reads the same list (features/booking's savedPassengersQueryOptions). */
  passengers: (memberId: string) =>
    queryOptions({
      queryKey: ['passengers', 'saved', memberId],
      queryFn: ({ signal }) => callApi<SavedPassenger[]>(memberFfp('passenger', 'query'), {}, { signal }),
    }),
  countries: (locale: Locale) =>
    queryOptions({
      queryKey: ['passengers', 'countries', locale],
      queryFn: ({ signal }) => callApi<Country[]>(CALLS.queryCountry, {}, { signal }),
      staleTime: Infinity,
    }),
  content: (types: AgreementType[], locale: Locale) =>
    queryOptions({
      queryKey: ['member', 'content', types.join(','), locale],
      queryFn: ({ signal }) => callApi<Agreement[]>(CALLS.queryAgreeContentGroup, { agreeTypes: types }, { signal }),
      staleTime: 10 * 60_000,
    }),
};

export const memberApi = {
  sendCheckCode: (mobile: string, purpose: CheckCodePurpose) =>
    callApi<SendMobileCheckCodeData>(ACCOUNT_CALLS.sendMobileCheckCode, { mobile, purpose }),
  verifyRealName: (payload: RealNameVerifyPayload) => callApi<SessionUser>(MEMBER_CALLS.realNameVerify, payload),
  registerClub: () => callApi<SessionUser>(MEMBER_CALLS.ffpRegister, {}),
  findClubAccount: (egretId: string) => callApi<ClubAccountPreview>(MEMBER_CALLS.queryFfpMemberByReset, { egretId }),
  bindClub: (egretId: string) => callApi<SessionUser>(MEMBER_CALLS.ffpBind, { egretId }),
  addAddress: (address: AddressInput) => callApi<MemberAddress>(MEMBER_CALLS.addAddress, address),
  updateAddress: (address: AddressInput & { id: number }) =>
    callApi<MemberAddress>(MEMBER_CALLS.updateAddress, address),
  deleteAddress: (id: number) => callApi<{ id: number }>(MEMBER_CALLS.deleteAddress, { id }),
  setDefaultAddress: (id: number) => callApi<MemberAddress>(MEMBER_CALLS.setDefaultAddress, { id }),
  addAssignee: (assignee: AssigneeInput) => callApi<Assignee>(MEMBER_CALLS.addAssignee, assignee),
  modifyAssignee: (assignee: AssigneeInput & { id: number }) =>
    callApi<Assignee>(MEMBER_CALLS.modifyAssignee, assignee),
  removeAssignee: (id: number) => callApi<{ id: number }>(MEMBER_CALLS.modifyAssignee, { id, remove: true }),
  addPassenger: (passenger: SavedPassengerInput) => callApi<SavedPassenger>(memberFfp('passenger', 'add'), passenger),
  updatePassenger: (passenger: SavedPassengerInput & { id: number }) =>
    callApi<SavedPassenger>(memberFfp('passenger', 'update'), passenger),
  deletePassenger: (id: number) => callApi<{ id: number }>(memberFfp('passenger', 'delete'), { id }),
  mergePassengers: (keepId: number, mergeId: number) =>
    callApi<SavedPassenger>(memberFfp('passenger', 'merge'), { keepId, mergeId }),
  updateProfile: (profile: ProfileInput) =>
    callApi<{ profile: ProfileData; user: SessionUser }>(MEMBER_CALLS.updateProfile, profile),
  sendEmailVerification: () => callApi<{ sentTo: string }>(MEMBER_CALLS.sendEmailVerification, {}),
  changeMobile: (payload: ChangeMobilePayload) => callApi<SessionUser>(MEMBER_CALLS.changeMobile, payload),
  changePassword: (payload: ChangePasswordPayload) => callApi<void>(MEMBER_CALLS.changePassword, payload),
  setTransactionPassword: (payload: SetTransactionPasswordPayload) =>
    callApi<void>(MEMBER_CALLS.setTransactionPassword, payload),
  resetTransactionPassword: (payload: ResetTransactionPasswordPayload) =>
    callApi<void>(MEMBER_CALLS.resetTransactionPassword, payload),
  signOutSession: (sessionId: string) => callApi<void>(MEMBER_CALLS.signOutSession, { sessionId }),
  signOutOtherDevices: () => callApi<void>(ACCOUNT_CALLS.signOutOtherDevices, {}),
  issueLoginHandoff: () => callApi<IssueLoginHandoffData>(ACCOUNT_CALLS.issueLoginHandoff, {}),
};
