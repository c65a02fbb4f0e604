import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifiedCoupon } from '../../../../contract/calls/ticket-verification';
import { pickLocale } from '../../../../contract/localized-text';
import { useLocale } from '../../../i18n/use-locale';
import { useLocaleParam } from '../../../ui/locale-link';
import { TextLinkStyle } from '../../../ui/text-link-style';
import { TicketContentSection } from './ticket-content-section';
import { readVerifiedTicket } from './ticket-verification-api';
import { formatLocalDateTime, formatReplyDate } from '../../../i18n/format';

function CouponRow({ coupon }: { coupon: VerifiedCoupon }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <tr>
      <td>{coupon.couponNo}</td>
      <td>{coupon.flightNo}</td>
      <td>
        {pickLocale(coupon.departure.cityName, locale)} → {pickLocale(coupon.arrival.cityName, locale)}
      </td>
      <td>{formatLocalDateTime(coupon.departure.date, coupon.departure.time, locale)}</td>
      <td>
        {coupon.cabinClass}/{coupon.bookingClass}
      </td>
      <td>
        <chakra.strong>{t(`ticketVerification.states.${coupon.state}`)}</chakra.strong>
      </td>
    </tr>
  );
}

/** /serve/ticketVerification/checkTicket: the result of the last check in this tab. */
export function VerifiedTicketView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const [ticket] = useState(() => readVerifiedTicket());
  const again = (
    <TextLinkStyle>
      <Link to="/{-$locale}/serve/ticketVerification" params={localeParam}>
        {t('ticketVerification.result.again')}
      </Link>
    </TextLinkStyle>
  );
  if (!ticket) {
    return (
      <Stack gap={2}>
        <Text>{t('ticketVerification.result.none')}</Text>
        <Box>{again}</Box>
      </Stack>
    );
  }
  const facts: [string, string][] = [
    [t('ticketVerification.result.ticketNo'), ticket.ticketNo],
    [t('ticketVerification.result.passenger'), ticket.passengerName],
    [t('ticketVerification.result.documentNo'), ticket.documentNo],
    [t('ticketVerification.result.issueDate'), formatReplyDate(ticket.issueDate, locale)],
    [
      t('ticketVerification.result.fare'),
      t('ticketVerification.result.fareValue', {
        fare: ticket.farePaid.fare,
        taxes: ticket.farePaid.taxes,
        total: ticket.farePaid.total,
      }),
    ],
  ];
  if (ticket.farePaid.points) facts.push([t('ticketVerification.result.points'), String(ticket.farePaid.points)]);
  return (
    <Stack gap={5}>
      <Text
        role="status"
        fontWeight="bold"
        fontSize="lg"
        color="green.800"
        bg="green.50"
        borderWidth="1px"
        borderColor="green.600"
        borderRadius="md"
        p={3}
      >
        ✓ {t('ticketVerification.result.genuine')}
      </Text>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap={6} rowGap={1}>
        {facts.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="muted">{label}</chakra.dt>
            <chakra.dd m={0} mb={{ base: 2, sm: 0 }} fontWeight="medium">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      <Box overflowX="auto">
        <chakra.table
          w="full"
          fontSize="sm"
          css={{
            '& th, & td': {
              textAlign: 'start',
              padding: '6px 8px',
              borderBottom: '1px solid var(--chakra-colors-line)',
            },
          }}
        >
          <caption style={{ textAlign: 'start', fontWeight: 'bold', paddingBottom: 6 }}>
            {t('ticketVerification.result.coupons')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('ticketVerification.result.couponNo')}</th>
              <th scope="col">{t('ticketVerification.result.flight')}</th>
              <th scope="col">{t('ticketVerification.result.route')}</th>
              <th scope="col">{t('ticketVerification.result.departure')}</th>
              <th scope="col">{t('ticketVerification.result.cabin')}</th>
              <th scope="col">{t('ticketVerification.result.state')}</th>
            </tr>
          </thead>
          <tbody>
            {ticket.coupons.map((coupon) => (
              <CouponRow key={coupon.couponNo} coupon={coupon} />
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <TicketContentSection ticketNo={ticket.ticketNo} />
      <Box>{again}</Box>
    </Stack>
  );
}
