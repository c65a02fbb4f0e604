import { Grid } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  isBookableDate,
  isBookableReturnDate,
  type FlightSearchField,
} from '../../../../contract/first-load/flight-search-draft';
import type { Locale } from '../../../../contract/locales';
import type { flightSearchMachine } from '../../../../machines/flight-search.machine';
import { DateField } from '../../../ui/date-picker/date-field';

export interface SearchDatesProps {
  search: ActorRefFrom<typeof flightSearchMachine>;
  fieldId: (field: FlightSearchField) => string;
  locale: Locale;
  /** 'YYYY-MM-DD' of the server's today. */
  today: string;
  errorOf: (field: FlightSearchField) => string | undefined;
}

/**
 * The departure and return days: the one part of the search box that follows the date picker's state, so that
 * opening a calendar re-draws these two fields and not the whole box.
 */
export function SearchDates({ search, fieldId, locale, today, errorOf }: SearchDatesProps) {
  const { t } = useTranslation();
  const choosing = useSelector(search, (snapshot) =>
    snapshot.matches({ datePicker: 'choosingStart' })
      ? 'start'
      : snapshot.matches({ datePicker: 'choosingEnd' })
        ? 'end'
        : undefined,
  );
  const { tripType, startDate, endDate } = useSelector(search, (snapshot) => snapshot.context);
  const { send } = search;
  const close = () => send({ type: 'datePicker.close' });
  const choose = (date: string) => send({ type: 'date.choose', date });

  return (
    <Grid templateColumns="minmax(0, 1fr) minmax(0, 1fr)" gap="2">
      <DateField
        id={fieldId('departureDate')}
        label={t('home.search.departureDate')}
        locale={locale}
        value={startDate}
        placeholder={t('home.search.departureDate')}
        openAt={today}
        open={choosing === 'start'}
        onOpen={() => send({ type: 'datePicker.open', target: 'start' })}
        onClose={close}
        onChoose={choose}
        isChoosable={(date) => isBookableDate(date, today)}
        error={errorOf('departureDate')}
      />
      <DateField
        id={fieldId('returnDate')}
        label={t('home.search.returnDate')}
        locale={locale}
        value={tripType === 'roundTrip' ? endDate : undefined}
        placeholder={t('home.search.addReturn')}
        openAt={startDate}
        open={choosing === 'end'}
        onOpen={() => {
          // Opening the return date of a one-way search makes it a round trip, as airline sites do.
          if (tripType === 'oneWay') send({ type: 'trip.type', tripType: 'roundTrip' });
          send({ type: 'datePicker.open', target: 'end' });
        }}
        onClose={close}
        onChoose={choose}
        isChoosable={(date) => isBookableReturnDate(date, startDate, today)}
        align="end"
        error={errorOf('returnDate')}
      />
    </Grid>
  );
}
