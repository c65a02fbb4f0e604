import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DisruptionNotice } from '../../../contract/calls/disruption';

/** What happened, in one sentence: the flight, its date and route, and for a delay the new estimate. */
export function DisruptionNoticeText({ notice }: { notice: DisruptionNotice }) {
  const { t } = useTranslation();
  return (
    <Text>
      {t(`disruption.notice.${notice.kind}`, {
        flightNo: notice.flightNo,
        date: notice.flightDate,
        origin: notice.origin,
        destination: notice.destination,
        expected: notice.expectedDeparture ?? t('disruption.message.expectedUnknown'),
        passengers: notice.passengerNames.join(t('disruption.notice.nameSeparator')),
      })}
    </Text>
  );
}
