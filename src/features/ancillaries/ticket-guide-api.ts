import {
  queryCombiByCombiIdCall,
  type QueryCombiByCombiIdData,
  type QueryCombiByCombiIdPayload,
} from '../../../contract/calls/combi';
import {
  queryValidProductCall,
  type QueryValidProductData,
  type QueryValidProductPayload,
} from '../../../contract/calls/valid-products';
import { request } from '../../api/request';

/** productPage/queryValidProduct: what a ticket's passenger can still add to each flight, parsed as the contract says. */
export function queryValidProduct(payload: QueryValidProductPayload): Promise<QueryValidProductData> {
  return request(queryValidProductCall, payload);
}

/** combi/v1/queryCombiByCombiId: the member's booking with the luggage and meal orders bought for it. */
export function queryCombiByCombiId(payload: QueryCombiByCombiIdPayload): Promise<QueryCombiByCombiIdData> {
  return request(queryCombiByCombiIdCall, payload);
}
