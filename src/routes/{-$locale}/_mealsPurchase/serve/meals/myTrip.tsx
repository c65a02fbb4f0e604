import { createFileRoute } from '@tanstack/react-router';
import { MyTripsView } from '../../../../../features/ancillaries/views/my-trips-view';
import { PurchaseStep } from '../../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_mealsPurchase/serve/meals/myTrip')({
  component: function MyTripPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="meal" page="myTrip">
          <MyTripsView kind="meal" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
