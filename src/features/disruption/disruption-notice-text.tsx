import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DisruptionNotice } from '../../../contract/calls/disruption';
import { formatCalendarDate, formatReplyDate, localeOf } from '../../i18n/format';

/** What happened, in one sentence: the flight, its date and route, and for a delay the new estimate. */
export function DisruptionNoticeText({ notice }: { notice: DisruptionNotice }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <Text>
      {t(`disruption.notice.${notice.kind}`, {
        flightNo: notice.flightNo,
        date: formatCalendarDate(notice.flightDate, locale),
        origin: notice.origin,
        destination: notice.destination,
        expected: notice.expectedDeparture
          ? formatReplyDate(notice.expectedDeparture, locale)
          : t('disruption.message.expectedUnknown'),
        passengers: notice.passengerNames.join(t('disruption.notice.nameSeparator')),
      })}
    </Text>
  );
}
