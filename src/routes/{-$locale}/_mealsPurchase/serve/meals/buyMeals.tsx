import { createFileRoute } from '@tanstack/react-router';
import { ItemsView } from '../../../../../features/ancillaries/views/items-view';
import { PurchaseStep } from '../../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_mealsPurchase/serve/meals/buyMeals')({
  component: function BuyPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="meal" page="buy">
          <ItemsView kind="meal" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
