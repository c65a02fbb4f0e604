import { createFileRoute, redirect } from '@tanstack/react-router';
import { forgetPurchase } from '../../../features/ancillaries/flow/forget-purchase';

// "Buy luggage" from the services: a new purchase, whatever one the tab had under way, from the member's trips.
export const Route = createFileRoute('/{-$locale}/services/createLuggage')({
  beforeLoad: ({ params }) => {
    forgetPurchase('luggage');
    throw redirect({ to: '/{-$locale}/serve/luggage/myTrip', params, replace: true });
  },
});
