import { Box, chakra, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderAuditData } from '../../../contract/calls/payments';
import { walletPayPayload } from '../../../contract/wallet/wallet-calls';
import type { PaymentChoice } from '../../../machines/payment.machine';
import { walletAccountQueryOptions } from '../../api/wallet';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';
import { useSchemaForm } from '../../ui/schema-form';
import { FormRefusal } from '../../ui/text-field';
import { FormTextField } from '../../ui/form-text-field';

/**
 * The red-envelope wallet as a way to pay part or all of the order, with the 6-digit transaction password.
 * Once the wallet holds its share, the page says so and the gateway is asked only for the rest.
 */
export function WalletShare({ order, ...form }: { order: OrderAuditData } & WalletShareFormProps) {
  const { t } = useTranslation();
  const wallet = useQuery(walletAccountQueryOptions(1, useLocale()));
  if (order.walletAmount > 0) {
    return (
      <Box
        as="section"
        aria-label={t('payment.wallet.title')}
        borderWidth="1px"
        borderColor="line"
        borderRadius="md"
        p={4}
        bg="surface"
      >
        <Text role="status">
          {t('payment.wallet.held', { amount: order.walletAmount, rest: order.amount - order.walletAmount })}
        </Text>
      </Box>
    );
  }
  const available = wallet.data?.availableAmount ?? 0;
  if (available <= 0) return null;
  return <WalletShareForm order={order} available={available} {...form} />;
}

interface WalletShareFormProps {
  /** The payment chart is using the wallet. */
  busy: boolean;
  /** The wallet's or the transaction password's refusal, as the server said it. */
  refusal?: string;
  /** The share goes to the payment chart, which sends it with the attempt's one key. */
  onPay(choice: PaymentChoice): void;
}

function WalletShareForm({
  order,
  available,
  busy,
  refusal,
  onPay,
}: { order: OrderAuditData; available: number } & WalletShareFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(
    walletPayPayload,
    { orderNo: order.orderNo, amount: Math.min(available, order.amount), transactionPassword: '' },
    (values) => ({
      ...values,
      // An empty or unreadable amount becomes 0, which the schema refuses with its own message.
      amount: Number(values.amount) || 0,
    }),
  );
  const send = () =>
    form.submit(async ({ amount, transactionPassword }) =>
      onPay({ method: 'wallet', walletAmount: amount, transactionPassword }),
    );
  return (
    <chakra.form
      aria-labelledby="wallet-share-heading"
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      p={4}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Text as="h3" id="wallet-share-heading" fontWeight="semibold">
        {t('payment.wallet.title')}
      </Text>
      <Text fontSize="sm" color="muted" mb={3}>
        {t('payment.wallet.available', { amount: available })}
      </Text>
      <FormTextField
        form={form}
        name="amount"
        id="wallet-amount"
        label={t('payment.wallet.amount')}
        inputMode="numeric"
      />
      <FormTextField
        form={form}
        name="transactionPassword"
        id="wallet-password"
        label={t('payment.wallet.password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
      />
      <FormRefusal message={refusal ?? ''} />
      <ActionButton type="submit" variant="secondary" disabled={busy} w={{ base: 'full', md: 'auto' }}>
        {t(busy ? 'payment.wallet.using' : 'payment.wallet.use')}
      </ActionButton>
    </chakra.form>
  );
}
