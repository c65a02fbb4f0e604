import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketContent } from '../../../../contract/calls/ticket-verification';
import { pickLocale } from '../../../../contract/localized-text';
import { useLocale } from '../../../i18n/use-locale';
import { ActionButton } from '../../../ui/action-button';
import { FormRefusal } from '../../../ui/text-field';
import { queryTicketContent, readTypedName } from './ticket-verification-api';

/**
 * Below a verified ticket: its content as the itinerary receipt prints it (booking reference, taxes item by
 * item, each coupon's arrival), asked for with the number and the name the traveller typed in this tab.
 */
export function TicketContentSection({ ticketNo }: { ticketNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [content, setContent] = useState<TicketContent | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const show = async () => {
    setBusy(true);
    setRefusal('');
    try {
      setContent(await queryTicketContent({ ticketNo, name: readTypedName() }));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  if (!content) {
    return (
      <Stack gap={2} alignItems="flex-start">
        <FormRefusal message={refusal} />
        <ActionButton variant="secondary" disabled={busy} onClick={() => void show()}>
          {busy ? t('ticketVerification.content.loading') : t('ticketVerification.content.show')}
        </ActionButton>
      </Stack>
    );
  }
  const money = (amount: number) => t('ticketVerification.content.money', { amount });
  const facts: [string, string][] = [
    [t('ticketVerification.content.pnr'), content.pnr],
    [t('ticketVerification.content.fare'), money(content.farePaid.fare)],
    [t('ticketVerification.content.airportFee'), money(content.airportFee)],
    [t('ticketVerification.content.fuelSurcharge'), money(content.fuelSurcharge)],
    [t('ticketVerification.content.total'), money(content.farePaid.total)],
    ...content.coupons.map((coupon): [string, string] => [
      `${t('ticketVerification.content.arrival')} ${coupon.flightNo}`,
      `${pickLocale(coupon.arrival.cityName, locale)} ${coupon.arrival.date} ${coupon.arrival.time}`,
    ]),
  ];
  return (
    <Box as="section" aria-labelledby="ticket-content-heading" borderWidth="1px" borderColor="line" p={4}>
      <Text as="h2" id="ticket-content-heading" fontWeight="bold" mb={2}>
        {t('ticketVerification.content.heading')}
      </Text>
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={6} rowGap={1}>
        {facts.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="muted">{label}</chakra.dt>
            <chakra.dd m={0}>{value}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}
