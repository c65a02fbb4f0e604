import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTicketNo } from '../../../contract/calls/payments';
import { ActionButton } from '../../ui/action-button';
import { useLocaleParam } from '../../ui/locale-link';
import { TicketChangeFlow } from './change-flow';
import { ChangeRefusal } from './change-refusal';

const link = { color: 'brand.700', textDecoration: 'underline', fontWeight: 'medium' } as const;

/**
 * /order/change/result: the change to pay (on the one payment page), being made, made (old and new ticket
 * numbers) or let go. Coming back from a gateway (?orderNo=CG…) reads the change again.
 */
export function ResultPage({ changeNo }: { changeNo: string }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const actor = TicketChangeFlow.useActorRef();
  const state = TicketChangeFlow.useSelector((snapshot) => String(snapshot.value));
  const context = TicketChangeFlow.useSelector((snapshot) => snapshot.context);
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || !changeNo) return;
    tracked.current = true;
    actor.send({ type: 'change.track', changeNo });
  }, [actor, changeNo]);
  TicketChangeFlow.useArrive('result');
  const change = context.change;
  const orderLink = change && (
    <Box asChild {...link}>
      <Link to="/{-$locale}/orderInfo" params={localeParam} search={{ orderNo: change.orderNo }}>
        {t('change.page.viewOrder')}
      </Link>
    </Box>
  );

  if (state === 'readFailed')
    return <ChangeRefusal failure={context.failure} onRetry={() => actor.send({ type: 'retry' })} />;
  if (state === 'awaitingPayment' && change)
    return (
      <Stack gap={3} align="flex-start">
        <Text>{t('change.page.toPay', { changeNo: change.changeNo, amount: change.amount })}</Text>
        <Flex gap={3} wrap="wrap" align="center">
          <Box asChild {...link}>
            <Link to="/{-$locale}/defray" params={localeParam} search={{ orderNo: change.changeNo }}>
              {t('change.page.pay', { amount: change.amount })}
            </Link>
          </Box>
          <ActionButton variant="secondary" onClick={() => actor.send({ type: 'payment.check' })}>
            {t('change.page.checkPayment')}
          </ActionButton>
        </Flex>
      </Stack>
    );
  if (state === 'beingMade')
    return (
      <Stack gap={3} align="flex-start">
        <Text role="status">{t('change.page.stillMaking')}</Text>
        <ActionButton onClick={() => actor.send({ type: 'payment.check' })}>
          {t('change.page.checkPayment')}
        </ActionButton>
      </Stack>
    );
  if (state === 'expired')
    return (
      <Stack gap={3} align="flex-start">
        <Text role="alert">{t('change.page.expired')}</Text>
        {orderLink}
      </Stack>
    );
  if (state === 'done' && change)
    return (
      <Stack gap={3} align="flex-start">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          {t('change.page.done')}
        </Text>
        <chakra.ul aria-label={t('change.page.newTickets')} listStyleType="none" m={0} p={0}>
          {change.tickets.map((ticket) => (
            <li key={ticket.ticketId}>
              {t('change.page.ticketPair', {
                oldTicketNo: ticket.oldTicketNo ? formatTicketNo(ticket.oldTicketNo) : '—',
                newTicketNo: ticket.newTicketNo ? formatTicketNo(ticket.newTicketNo) : '—',
              })}
            </li>
          ))}
        </chakra.ul>
        {orderLink}
      </Stack>
    );
  return <Text role="status">{t('change.page.busy.readingChange')}</Text>;
}
