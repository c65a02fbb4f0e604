import { createFileRoute } from '@tanstack/react-router';
import { FlightStatusPage } from '../../../features/flight-status/flight-status-page';
import { parseFlightStatusSearch } from '../../../features/flight-status/flight-status-search-params';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/flightStatus/')({
  validateSearch: parseFlightStatusSearch,
  component: function FlightStatusRoute() {
    return (
      <PageFrame>
        <FlightStatusPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});
