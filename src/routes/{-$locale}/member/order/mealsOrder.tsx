import { createFileRoute } from '@tanstack/react-router';
import { orderListRoute } from '../../../../features/ancillaries/routes/ancillary-routes';

export const Route = createFileRoute('/{-$locale}/member/order/mealsOrder')(orderListRoute('meal'));
