import { createFileRoute } from '@tanstack/react-router';
import { purchaseLayoutRoute } from '../../../features/ancillaries/routes/ancillary-routes';

export const Route = createFileRoute('/{-$locale}/_luggagePurchase')(purchaseLayoutRoute('luggage'));
