import { createFileRoute } from '@tanstack/react-router';
import { OtherTripView } from '../../../../../../features/ancillaries/views/other-trip-view';
import { PurchaseStep } from '../../../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_mealsPurchase/serve/meals/tripComponents/otherTrip')({
  component: function OtherTripPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="meal" page="otherTrip">
          <OtherTripView kind="meal" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
