import { disruptionChangeApplyCall, disruptionChangeQuoteCall } from '../../../contract/calls/disruption';
import type { ChangeQuote, ChangeResult } from '../../../contract/calls/ticket-changes';
import type { FreeChangeRequest } from '../../../machines/disruption-offer.machine';
import { request } from '../../api/request';

export function quoteFreeChange(payload: FreeChangeRequest, signal: AbortSignal): Promise<ChangeQuote> {
  return request(disruptionChangeQuoteCall, payload, { signal });
}

export function applyFreeChange(
  payload: FreeChangeRequest & { quoteToken: string; idempotencyKey: string },
  signal: AbortSignal,
): Promise<ChangeResult> {
  return request(disruptionChangeApplyCall, payload, { signal });
}
