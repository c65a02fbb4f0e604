import { createFileRoute, redirect } from '@tanstack/react-router';

// The luggage service starts from the user's trips.
export const Route = createFileRoute('/{-$locale}/_luggagePurchase/serve/luggage/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/serve/luggage/myTrip', params, replace: true });
  },
});
