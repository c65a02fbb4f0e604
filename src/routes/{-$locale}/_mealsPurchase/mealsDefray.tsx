import { createFileRoute } from '@tanstack/react-router';
import { parseOptionalOrderNoSearch } from '../../../features/orders/order-search';
import { purchaseStepRoute } from '../../../features/ancillaries/routes/ancillary-routes';

// ?orderNo= (the order list's "Pay"): the purchase takes that unpaid order up here.
export const Route = createFileRoute('/{-$locale}/_mealsPurchase/mealsDefray')({
  ...purchaseStepRoute('meal', 'pay'),
  validateSearch: parseOptionalOrderNoSearch,
});
