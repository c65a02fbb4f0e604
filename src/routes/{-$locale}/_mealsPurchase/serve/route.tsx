import { createFileRoute } from '@tanstack/react-router';

// Only the "services" breadcrumb above the purchase's pages: /serve's own layout is outside the purchase's.
export const Route = createFileRoute('/{-$locale}/_mealsPurchase/serve')({});
