import { createFileRoute, redirect } from '@tanstack/react-router';
import { forgetPurchase } from '../../../features/ancillaries/flow/forget-purchase';

// "Buy meals" from the services: a new purchase, whatever one the tab had under way, from the member's trips.
export const Route = createFileRoute('/{-$locale}/services/createMeals')({
  beforeLoad: ({ params }) => {
    forgetPurchase('meal');
    throw redirect({ to: '/{-$locale}/serve/meals/myTrip', params, replace: true });
  },
});
