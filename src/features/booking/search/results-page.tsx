import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CabinOffer, FlightOption } from '../../../../contract/calls/flights';
import type { FlightSearch } from '../../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../../contract/locales';
import { ChosenOutbound } from './chosen-outbound';
import { FlightResults } from './flight-results';
import { ModifySearchBar } from './modify-search-bar';
import { PointsNote } from './points-note';
import { PriceStrip } from './price-strip';
import { afterChoosing, chosenOutbound, completeSearch, currentLeg, withLegDate } from './results-legs';
import type { BookingSelection } from './first-load/search-params';
import type { ResultsSearch } from '../../../../contract/first-load/results-search';

/** domestic: /queryFlight; international: /queryFlightInter; points: /queryFlightFree (tickets for points). */
export type ResultsMarket = 'domestic' | 'international' | 'points';

export interface ResultsPageProps {
  params: ResultsSearch;
  locale: Locale;
  today: string;
  market: ResultsMarket;
  onParamsChange: (params: ResultsSearch) => void;
  onBook: (selection: BookingSelection) => void;
}

/** A results page: search bar, the leg being chosen with its ±3-day price strip, then its flights. */
export function ResultsPage({ params, locale, today, market, onParamsChange, onBook }: ResultsPageProps) {
  const { t } = useTranslation();
  const search = completeSearch(params);
  const bar = (
    <ModifySearchBar
      key={JSON.stringify(params)}
      params={params}
      locale={locale}
      today={today}
      international={market !== 'domestic'}
      onSearch={(next: FlightSearch) =>
        onParamsChange({ ...next, outboundFlight: undefined, outboundClass: undefined })
      }
    />
  );
  if (!search) {
    return (
      <Box>
        {bar}
        <Text role="status">{t('search.page.incomplete')}</Text>
      </Box>
    );
  }
  const leg = currentLeg(search, params);
  const outbound = chosenOutbound(params);
  const choose = (flight: FlightOption, offer: CabinOffer) => {
    const next = afterChoosing(search, params, { flightNo: flight.flightNo, bookingClass: offer.bookingClass });
    if (next.kind === 'chooseReturn') onParamsChange(next.params);
    else onBook(next.selection);
  };
  return (
    <Box>
      {bar}
      {market === 'points' && <PointsNote />}
      {leg.direction === 'return' && outbound && (
        <ChosenOutbound
          search={search}
          choice={outbound}
          locale={locale}
          onChange={() => onParamsChange({ ...params, outboundFlight: undefined, outboundClass: undefined })}
        />
      )}
      <PriceStrip
        origin={leg.origin}
        destination={leg.destination}
        date={leg.date}
        seats={search.adults + search.children}
        earliest={leg.direction === 'return' ? search.departureDate : undefined}
        locale={locale}
        onPick={(date) => onParamsChange(withLegDate(params, leg, date))}
      />
      <FlightResults
        leg={leg}
        counts={search}
        locale={locale}
        priceMode={market === 'points' ? 'points' : 'cash'}
        onChoose={choose}
      />
    </Box>
  );
}
