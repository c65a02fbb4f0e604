import { DISRUPTION_CALLS } from '../../../contract/call-paths';
import type { ChangeQuote, ChangeResult } from '../../../contract/calls/ticket-changes';
import type { FreeChangeRequest } from '../../../machines/disruption-offer.machine';
import { callForChart } from '../../api/chart-call';

export function quoteFreeChange(request: FreeChangeRequest, signal: AbortSignal): Promise<ChangeQuote> {
  return callForChart<ChangeQuote>(DISRUPTION_CALLS.disruptionChangeQuote, request, { signal });
}

export function applyFreeChange(
  request: FreeChangeRequest & { quoteToken: string; idempotencyKey: string },
  signal: AbortSignal,
): Promise<ChangeResult> {
  return callForChart<ChangeResult>(DISRUPTION_CALLS.disruptionChangeApply, request, { signal });
}
