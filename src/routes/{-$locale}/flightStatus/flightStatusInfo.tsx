import { createFileRoute } from '@tanstack/react-router';
import { FlightStatusDetailPage } from '../../../features/flight-status/flight-status-detail-page';
import { parseFlightStatusSearch } from '../../../features/flight-status/flight-status-search-params';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/flightStatus/flightStatusInfo')({
  validateSearch: parseFlightStatusSearch,
  component: function FlightStatusInfoRoute() {
    const { flightNo, date } = Route.useSearch();
    return (
      <PageFrame>
        <FlightStatusDetailPage key={`${flightNo}-${date}`} flightNo={flightNo ?? ''} date={date ?? ''} />
      </PageFrame>
    );
  },
});
