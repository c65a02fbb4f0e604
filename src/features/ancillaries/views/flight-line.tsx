import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AncillaryTripFlight } from '../../../../contract/ancillaries/ancillary-schemas';
import { pickLocale } from '../../../../contract/localized-text';
import { useLocale } from '../../../i18n/use-locale';

/** "NS3301 2026-03-10 Shijiazhuang 14:30 → Guangzhou 17:40" */
export function FlightLine({ flight }: { flight: AncillaryTripFlight }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    // keep-all: on a phone the line wraps at its spaces, never inside a city's name (北 / 京).
    <Text fontWeight="semibold" wordBreak="keep-all">
      {t('ancillaries.flight.line', {
        flightNo: flight.flightNo,
        date: flight.flightDate,
        from: pickLocale(flight.departure.cityName, locale),
        fromTime: flight.departure.time,
        to: pickLocale(flight.arrival.cityName, locale),
        toTime: flight.arrival.time,
      })}
    </Text>
  );
}

/** An instant as the traveller reads it: 'YYYY-MM-DD HH:mm' in Beijing time, where the airline's flights leave. */
export function beijingTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 8 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
