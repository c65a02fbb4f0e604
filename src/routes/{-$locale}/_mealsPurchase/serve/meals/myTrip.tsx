import { createFileRoute } from '@tanstack/react-router';
import { purchaseStepRoute } from '../../../../../features/ancillaries/routes/ancillary-routes';

export const Route = createFileRoute('/{-$locale}/_mealsPurchase/serve/meals/myTrip')(
  purchaseStepRoute('meal', 'myTrip'),
);
