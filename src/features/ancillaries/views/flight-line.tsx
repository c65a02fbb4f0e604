import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AncillaryTripFlight } from '../../../../contract/ancillaries/ancillary-trip-schemas';
import { pickLocale } from '../../../../contract/localized-text';
import { formatCalendarDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

/** "NS3301 Mar 10, 2026 Shijiazhuang 14:30 → Guangzhou 17:40" */
export function FlightLine({ flight }: { flight: AncillaryTripFlight }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    // keep-all: on a phone the line wraps at its spaces, never inside a city's name (北 / 京).
    <Text fontWeight="semibold" wordBreak="keep-all">
      {t('ancillaries.flight.line', {
        flightNo: flight.flightNo,
        date: formatCalendarDate(flight.flightDate, locale),
        from: pickLocale(flight.departure.cityName, locale),
        fromTime: flight.departure.time,
        to: pickLocale(flight.arrival.cityName, locale),
        toTime: flight.arrival.time,
      })}
    </Text>
  );
}
