import { createFileRoute } from '@tanstack/react-router';
import { parseSelection } from '../../features/booking/wizard/booking-selection';
import { guardRoute } from '../../session/route-guard';
import { PassengerRouteView } from '../../features/booking/wizard/passenger-route-view';

export const Route = createFileRoute('/{-$locale}/passengerFree')({
  staticData: { titleKey: 'routes.passengerFree' },
  validateSearch: parseSelection,
  beforeLoad: guardRoute,
  component: () => <PassengerRouteView market="points" />,
});
