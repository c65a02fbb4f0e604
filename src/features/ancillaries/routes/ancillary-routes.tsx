import { lazyRouteComponent, redirect, useSearch, type AsyncRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { guardRoute } from '../../../session/route-guard';
import { PageFrame } from '../../../ui/page-frame';
import { PURCHASE_PAGES, type PurchasePage } from '../flow/ancillary-pages';

/**
 * The route options of the pages luggage and meals both have, one factory per page: a route file names its path,
 * its kind and its search, and nothing else. The route tree loads with every page, so each page's code stays in a
 * chunk of its own that the router loads (and preloads) with the route, as its own split of a route file would.
 */

const PurchaseLayout = lazyRouteComponent(() => import('./purchase-layout'), 'PurchaseLayout');
const PurchaseStepPage = lazyRouteComponent(() => import('./purchase-step-page'), 'PurchaseStepPage');
const OrderDetailView = lazyRouteComponent(() => import('../views/order-list-view'), 'OrderDetailView');
const OrderListView = lazyRouteComponent(() => import('../views/order-list-view'), 'OrderListView');
const ServiceInfoView = lazyRouteComponent(() => import('../views/service-info-view'), 'ServiceInfoView');

/** A route component showing `render()`, whose code (`Page`) the router loads before the route shows. */
function loadedWith<P>(Page: AsyncRouteComponent<P>, render: () => ReactNode) {
  return Object.assign(render, { preload: Page.preload });
}

/** The pathless layout over one kind's purchase pages: members only, and the purchase's one actor. */
export const purchaseLayoutRoute = (kind: AncillaryKind) => ({
  beforeLoad: guardRoute,
  component: loadedWith(PurchaseLayout, () => <PurchaseLayout kind={kind} />),
});

/** /serve/luggage, /serve/meals: the service starts from the member's trips. */
export const purchaseStartRoute = (kind: AncillaryKind) => ({
  beforeLoad: ({ params }: { params: { locale?: string } }) => {
    throw redirect({ to: PURCHASE_PAGES[kind].myTrip, params, replace: true } as never);
  },
});

/** One step of a purchase (trips, another trip, passengers, check, items, confirm, pay), under its layout. */
export const purchaseStepRoute = (kind: AncillaryKind, page: PurchasePage) => ({
  component: loadedWith(PurchaseStepPage, () => <PurchaseStepPage kind={kind} page={page} />),
});

/** /luggageInfo, /mealsInfo (?orderNo=): one of the member's orders. */
export const orderDetailRoute = (kind: AncillaryKind) => ({
  beforeLoad: guardRoute,
  component: loadedWith(OrderDetailView, function OrderDetailPage() {
    const { orderNo } = useSearch({ strict: false });
    return (
      <PageFrame>
        <OrderDetailView kind={kind} orderNo={orderNo ?? ''} />
      </PageFrame>
    );
  }),
});

/** /member/order/luggageOrder, /member/order/mealsOrder: the member's orders of one kind. */
export const orderListRoute = (kind: AncillaryKind) => ({
  component: loadedWith(OrderListView, () => (
    <PageFrame>
      <OrderListView kind={kind} />
    </PageFrame>
  )),
});

/**
 * The service's rules and prices, with the button that starts a purchase: /services/createLuggage and
 * /services/createMeals, and /webViewLuggage and /webViewMeal, the pages the app opens in its web view.
 */
export const serviceInfoRoute = (kind: AncillaryKind) => ({
  component: loadedWith(ServiceInfoView, () => (
    <PageFrame>
      <ServiceInfoView kind={kind} />
    </PageFrame>
  )),
});
