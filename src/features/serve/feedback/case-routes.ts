import type { FeedbackKind } from '../../../../contract/calls/feedback';

/** Praise has its own detail page (spec 2); complaints and suggestions share complaintsDetail. */
export function detailRouteOf(kind: FeedbackKind) {
  return kind === 'praise'
    ? ('/{-$locale}/serve/praiseDetail' as const)
    : ('/{-$locale}/serve/complaintsDetail' as const);
}
