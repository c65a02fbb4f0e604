import { createFileRoute, redirect } from '@tanstack/react-router';

// The meals service starts from the user's trips.
export const Route = createFileRoute('/{-$locale}/_mealsPurchase/serve/meals/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/serve/meals/myTrip', params, replace: true });
  },
});
