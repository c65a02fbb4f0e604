import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '../../../contract/calls/delay-certificate';
import { formatCalendarDate, formatInstant, type DateKind } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

/** What a certificate certifies, as a list of label and value (the certificate page and the verification page). */
export function CertificateFacts({ certificate }: { certificate: Omit<Certificate, 'verificationCode' | 'delivery'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The certificate's times are Beijing time, as the airline certifies them.
  const time = (iso: string | null, kind: DateKind = 'dateTime') => (iso ? formatInstant(iso, locale, { kind }) : '—');
  const rows: [string, string][] = [
    ['certificateNo', certificate.certificateNo],
    ['passenger', certificate.passengerName],
    ['document', certificate.documentNoMasked],
    ['ticketNo', certificate.ticketNo],
    ['flight', `${certificate.flightNo}  ${formatCalendarDate(certificate.flightDate, locale)}`],
    [
      'route',
      `${certificate.origin.cityName} ${certificate.origin.code} → ${certificate.destination.cityName} ${certificate.destination.code}`,
    ],
    ['scheduledDeparture', time(certificate.scheduledDeparture)],
    ['actualDeparture', time(certificate.actualDeparture)],
    ['scheduledArrival', time(certificate.scheduledArrival)],
    ['actualArrival', time(certificate.actualArrival)],
    ['outcome', t(`delayProve.pdf.outcomes.${certificate.outcome}`, { minutes: certificate.delayMinutes })],
    ['reason', certificate.reason.text],
    ['issuedAt', time(certificate.issuedAt, 'day')],
  ];
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} columnGap={4} rowGap={1}>
      {rows.map(([key, value]) => (
        <Box key={key} display="contents">
          <chakra.dt color="muted" fontSize="sm" pt={{ base: 2, md: 0 }}>
            {t(`delayProve.pdf.${key}`)}
          </chakra.dt>
          <chakra.dd m={0} fontWeight="medium">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
