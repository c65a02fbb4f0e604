import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useCatalogueArea } from '../../i18n/use-catalogue-area';

const FlightStatusFormChunk = lazy(() =>
  import('./flight-status-form').then(({ FlightStatusForm }) => ({ default: FlightStatusForm })),
);

const placeholder = <Box aria-hidden="true" data-testid="flight-status-placeholder" minH="44" />;

/** The flight-status search for the home page's tab: its code and words load when the tab is first opened. */
export function LazyFlightStatusForm({ idPrefix }: { idPrefix: string }) {
  if (!useCatalogueArea('flightStatus')) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FlightStatusFormChunk idPrefix={idPrefix} />
    </Suspense>
  );
}
