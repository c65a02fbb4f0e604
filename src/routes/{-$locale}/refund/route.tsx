import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from '../../../features/orders/require-login';

// Refunds are of a member's own orders: a visitor logs in first and comes back here.
export const Route = createFileRoute('/{-$locale}/refund')({
  staticData: { titleKey: 'routes.refund' },
  beforeLoad: requireLogin,
  component: Outlet,
});
