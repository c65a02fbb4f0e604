import { useSearch } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { PageFrame } from '../../../ui/page-frame';
import type { PurchasePage } from '../flow/ancillary-pages';
import { ConfirmView } from '../views/confirm-view';
import { CheckTripView, CouponsView } from '../views/coupons-view';
import { ItemsView } from '../views/items-view';
import { MyTripsView } from '../views/my-trips-view';
import { OtherTripView } from '../views/other-trip-view';
import { PayPage } from '../views/pay-page';
import { PurchaseStep } from '../views/purchase-step';
import { ResumeOrder } from '../views/resume-order';

const STEP_VIEWS: Record<PurchasePage, ComponentType<{ kind: AncillaryKind }>> = {
  myTrip: MyTripsView,
  otherTrip: OtherTripView,
  trip: CouponsView,
  checkTrip: CheckTripView,
  buy: ItemsView,
  confirm: ConfirmView,
  pay: PayPage,
};

/** One step's page of a purchase: its view while the purchase stands there, else where the purchase is. */
export function PurchaseStepPage({ kind, page }: { kind: AncillaryKind; page: PurchasePage }) {
  const View = STEP_VIEWS[page];
  const step = (
    <PurchaseStep kind={kind} page={page}>
      <View kind={kind} />
    </PurchaseStep>
  );
  return <PageFrame>{page === 'pay' ? <PayOrder kind={kind}>{step}</PayOrder> : step}</PageFrame>;
}

/** The pay page opened with ?orderNo= (the order list's "Pay") takes that unpaid order up. */
function PayOrder({ kind, children }: { kind: AncillaryKind; children: ReactNode }) {
  const { orderNo } = useSearch({ strict: false });
  return (
    <ResumeOrder kind={kind} orderNo={orderNo ?? ''}>
      {children}
    </ResumeOrder>
  );
}
