import { createFileRoute } from '@tanstack/react-router';
import { OtherTripView } from '../../../../../../features/ancillaries/views/other-trip-view';
import { PurchaseStep } from '../../../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_luggagePurchase/serve/luggage/tripComponent/otherTrip')({
  component: function OtherTripPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="luggage" page="otherTrip">
          <OtherTripView kind="luggage" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
