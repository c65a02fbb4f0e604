import { createFileRoute } from '@tanstack/react-router';
import { purchaseStartRoute } from '../../../../../features/ancillaries/routes/ancillary-routes';

export const Route = createFileRoute('/{-$locale}/_mealsPurchase/serve/meals/')(purchaseStartRoute('meal'));
