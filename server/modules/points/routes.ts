import {
  accrualStandardPayload,
  exchangeStandardPayload,
  historyPayload,
  newRetroPayload,
  outlinePayload,
  POINT_CALLS,
} from '../../../contract/points/point-calls';
import { defineCall, type Call } from '../../calls/call';
import {
  getAccountChangeHistory,
  getDetailScoreList,
  getFlightAccrualHistory,
  getOtherAccrualHistory,
} from './history-service';
import { getAccountList, getOutline } from './outline-service';
import { newRetroClaim, queryRetroClaims } from './retro-credit-service';
import { accrualStandard, exchangeStandards } from './standards-service';

/** member-ffp/accountInfo/*: points (JSON calls); the rules live in the service files. */
export const pointCalls: Call[] = [
  defineCall({ path: POINT_CALLS.getOutline, input: outlinePayload, handle: (_input, context) => getOutline(context) }),
  defineCall({
    path: POINT_CALLS.getAccountList,
    input: outlinePayload,
    handle: (_input, context) => getAccountList(context),
  }),
  defineCall({
    path: POINT_CALLS.getDetailScoreList,
    input: historyPayload,
    handle: (input, context) => getDetailScoreList(context, input),
  }),
  defineCall({
    path: POINT_CALLS.getFlightAccrualHistory,
    input: historyPayload,
    handle: (input, context) => getFlightAccrualHistory(context, input),
  }),
  defineCall({
    path: POINT_CALLS.getOtherAccrualHistory,
    input: historyPayload,
    handle: (input, context) => getOtherAccrualHistory(context, input),
  }),
  defineCall({
    path: POINT_CALLS.getAccountChangeHistory,
    input: historyPayload,
    handle: (input, context) => getAccountChangeHistory(context, input),
  }),
  defineCall({
    path: POINT_CALLS.newFfpRetroInfo,
    input: newRetroPayload,
    handle: (input, context) => newRetroClaim(context, input),
  }),
  defineCall({
    path: POINT_CALLS.queryFfpRetroInfo,
    input: historyPayload,
    handle: (input, context) => queryRetroClaims(context, input),
  }),
  defineCall({
    path: POINT_CALLS.accureStandard,
    input: accrualStandardPayload,
    handle: (input, context) => accrualStandard(context.db, input),
  }),
  defineCall({
    path: POINT_CALLS.exchangeStandard,
    input: exchangeStandardPayload,
    handle: (input, context) => exchangeStandards(context.db, input),
  }),
];
