import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/_luggagePurchase/serve/luggage')({});
