import {
  accureStandardCall,
  exchangeStandardCall,
  getAccountChangeHistoryCall,
  getAccountListCall,
  getDetailScoreListCall,
  getFlightAccrualHistoryCall,
  getOtherAccrualHistoryCall,
  getOutlineCall,
  newFfpRetroInfoCall,
  queryFfpRetroInfoCall,
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
  defineCall(getOutlineCall, { handle: (_input, context) => getOutline(context) }),
  defineCall(getAccountListCall, { handle: (_input, context) => getAccountList(context) }),
  defineCall(getDetailScoreListCall, { handle: (input, context) => getDetailScoreList(context, input) }),
  defineCall(getFlightAccrualHistoryCall, { handle: (input, context) => getFlightAccrualHistory(context, input) }),
  defineCall(getOtherAccrualHistoryCall, { handle: (input, context) => getOtherAccrualHistory(context, input) }),
  defineCall(getAccountChangeHistoryCall, { handle: (input, context) => getAccountChangeHistory(context, input) }),
  defineCall(newFfpRetroInfoCall, { handle: (input, context) => newRetroClaim(context, input) }),
  defineCall(queryFfpRetroInfoCall, { handle: (input, context) => queryRetroClaims(context, input) }),
  defineCall(accureStandardCall, { handle: (input, context) => accrualStandard(context.db, input) }),
  defineCall(exchangeStandardCall, { handle: (input, context) => exchangeStandards(context.db, input) }),
];
