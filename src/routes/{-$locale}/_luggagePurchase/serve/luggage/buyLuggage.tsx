import { createFileRoute } from '@tanstack/react-router';
import { ItemsView } from '../../../../../features/ancillaries/views/items-view';
import { PurchaseStep } from '../../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_luggagePurchase/serve/luggage/buyLuggage')({
  component: function BuyPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="luggage" page="buy">
          <ItemsView kind="luggage" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
