import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatTicketNo } from '../../../contract/calls/payments';
import { ActionButton } from '../../ui/action-button';
import { SiteLink } from './site-link';
import { usePaymentPolling, type PaymentPollView } from './use-payment-polling';

/** Polls one attempt and says what the server decided; failures offer paying again. */
export interface PaymentResultProps {
  orderNo: string;
  payNo: string;
  /** On the pay page itself "pay again" resets it; elsewhere it links there. */
  onPayAgain?: () => void;
}

export function PaymentResult({ orderNo, payNo, onPayAgain }: PaymentResultProps) {
  return <PaymentResultView orderNo={orderNo} poll={usePaymentPolling(orderNo, payNo)} onPayAgain={onPayAgain} />;
}

export function PaymentResultView({
  orderNo,
  poll,
  onPayAgain,
}: {
  orderNo: string;
  poll: PaymentPollView;
  onPayAgain?: () => void;
}) {
  const { t } = useTranslation();
  const reply = poll.lastReply;
  const payAgain = onPayAgain ? (
    <ActionButton onClick={onPayAgain}>{t('payment.result.payAgain')}</ActionButton>
  ) : (
    <SiteLink path={`/defray?orderNo=${encodeURIComponent(orderNo)}`}>{t('payment.result.payAgain')}</SiteLink>
  );
  const orderLink = (
    <SiteLink path={`/orderInfo?orderNo=${encodeURIComponent(orderNo)}`}>{t('payment.result.viewOrder')}</SiteLink>
  );

  if (poll.state === 'paid' && reply?.refunded)
    return (
      <Outcome
        tone="warning"
        title={t('payment.result.refundedTitle')}
        text={t('payment.result.refunded')}
        action={orderLink}
      />
    );
  if (poll.state === 'paid') {
    return (
      <Outcome tone="success" title={t('payment.result.paidTitle')} text={t('payment.result.paid')} action={orderLink}>
        <Stack as="ul" gap={1} listStyleType="none" p={0} aria-label={t('payment.result.ticketsLabel')}>
          {reply?.tickets.map((ticket) => (
            <Text as="li" key={ticket.ticketNo}>
              {t('payment.result.ticket', {
                name: ticket.passengerName,
                flightNo: ticket.flightNo,
                ticketNo: formatTicketNo(ticket.ticketNo),
              })}
            </Text>
          ))}
        </Stack>
      </Outcome>
    );
  }
  if (poll.state === 'failed')
    return (
      <Outcome
        tone="error"
        title={t('payment.result.failedTitle')}
        text={t('payment.result.failed')}
        action={payAgain}
      />
    );
  if (poll.state === 'expired')
    return (
      <Outcome
        tone="error"
        title={t('payment.result.expiredTitle')}
        text={t('payment.result.expired')}
        action={payAgain}
      />
    );
  if (poll.state === 'cancelled')
    return (
      <Outcome
        tone="error"
        title={t('payment.result.cancelledTitle')}
        text={t('payment.result.cancelled')}
        action={orderLink}
      />
    );
  if (poll.state === 'unreachable') {
    return (
      <Outcome
        tone="error"
        title={t('payment.result.unreachableTitle')}
        text={t('payment.result.unreachable')}
        action={<ActionButton onClick={poll.retry}>{t('payment.result.retry')}</ActionButton>}
      />
    );
  }
  const received = reply?.status === 'paid';
  return (
    <Outcome
      tone="waiting"
      title={t(received ? 'payment.result.ticketingTitle' : 'payment.result.waitingTitle')}
      text={t(
        poll.state === 'gaveUp'
          ? 'payment.result.gaveUp'
          : received
            ? 'payment.result.ticketing'
            : 'payment.result.waiting',
      )}
      action={
        <ActionButton variant="secondary" onClick={poll.checkNow}>
          {t('payment.result.checkNow')}
        </ActionButton>
      }
    />
  );
}

const TONES = { success: 'green.700', warning: 'orange.700', error: 'red.700', waiting: 'ink' } as const;

function Outcome({
  tone,
  title,
  text,
  action,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  text: string;
  action: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <Box role="status" aria-live="polite" borderWidth="1px" borderColor="line" borderRadius="md" p={{ base: 4, md: 5 }}>
      <Stack gap={3} align="flex-start">
        <Text as="h2" fontSize="lg" fontWeight="bold" color={TONES[tone]}>
          {title}
        </Text>
        <Text>{text}</Text>
        {children}
        {action}
      </Stack>
    </Box>
  );
}
