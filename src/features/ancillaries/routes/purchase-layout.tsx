import { Outlet } from '@tanstack/react-router';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { PURCHASE_FLOWS } from '../flow/ancillary-flow';

/** The pathless layout of one kind's purchase pages: the purchase's one actor, for all of them. */
export function PurchaseLayout({ kind }: { kind: AncillaryKind }) {
  const Flow = PURCHASE_FLOWS[kind];
  return (
    <Flow.Host>
      <Outlet />
    </Flow.Host>
  );
}
