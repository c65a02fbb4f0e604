import { createFileRoute } from '@tanstack/react-router';
import { ConfirmView } from '../../../../features/ancillaries/views/confirm-view';
import { PurchaseStep } from '../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_mealsPurchase/orderConfirm/createMeals')({
  component: function CreateMealsPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="meal" page="confirm">
          <ConfirmView kind="meal" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
