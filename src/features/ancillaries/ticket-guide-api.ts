import { CALLS } from '../../../contract/call-paths';
import {
  queryCombiByCombiIdData,
  type QueryCombiByCombiIdData,
  type QueryCombiByCombiIdPayload,
} from '../../../contract/calls/combi';
import {
  queryValidProductData,
  type QueryValidProductData,
  type QueryValidProductPayload,
} from '../../../contract/calls/valid-products';
import { callApi } from '../../api/client';

/** productPage/queryValidProduct: what a ticket's passenger can still add to each flight, parsed as the contract says. */
export async function queryValidProduct(payload: QueryValidProductPayload): Promise<QueryValidProductData> {
  return queryValidProductData.parse(await callApi(CALLS.queryValidProduct, payload));
}

/** combi/v1/queryCombiByCombiId: the member's booking with the luggage and meal orders bought for it. */
export async function queryCombiByCombiId(payload: QueryCombiByCombiIdPayload): Promise<QueryCombiByCombiIdData> {
  return queryCombiByCombiIdData.parse(await callApi(CALLS.queryCombiByCombiId, payload));
}
