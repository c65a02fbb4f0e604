import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../../session/route-guard';

// Refunds are of a member's own orders: a visitor logs in first and comes back here.
export const Route = createFileRoute('/{-$locale}/refund')({
  beforeLoad: guardRoute,
});
