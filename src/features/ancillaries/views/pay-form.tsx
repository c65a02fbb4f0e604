import { chakra, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryPayMethod } from '../../../../contract/ancillaries/ancillary-payment-schemas';
import { pickLocale } from '../../../../contract/localized-text';
import type { PaymentChoice } from '../../../../machines/payment.machine';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../session/use-session';
import { ActionButton } from '../../../ui/action-button';
import { TextField } from '../../../ui/text-field';
import { walletBalanceQueryOptions } from '../ancillary-api';
import { payMethodsQueryOptions } from '../../../api/payments';
import { PayMethodOptions, type PayMethodOption } from '../../../ui/payment/pay-method-options';

/**
 * The five sandbox gateways, and the red-envelope wallet when the member has a balance: all of the order when
 * the balance covers it, else its balance first and a gateway for the rest. The wallet asks for the 6-digit
 * transaction password.
 */
export function PayForm({
  amount,
  busy,
  missingPassword,
  onPay,
}: {
  amount: number;
  busy: boolean;
  missingPassword: boolean;
  onPay(choice: PaymentChoice): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const methods = useQuery(payMethodsQueryOptions());
  const balance = useQuery({ ...walletBalanceQueryOptions(user?.userid ?? ''), enabled: Boolean(user) }).data ?? 0;
  const [method, setMethod] = useState<AncillaryPayMethod>('weixin');
  const [useWallet, setUseWallet] = useState(false);
  const [password, setPassword] = useState('');
  const walletCovers = balance >= amount;
  const walletInPlay = method === 'wallet' || (useWallet && balance > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const walletAmount = method === 'wallet' ? amount : useWallet ? Math.min(balance, amount) : 0;
    onPay({ method, walletAmount, transactionPassword: walletInPlay ? password : undefined });
  };

  const options: PayMethodOption<AncillaryPayMethod>[] = [
    ...(balance > 0 && walletCovers
      ? [
          {
            code: 'wallet' as const,
            label: t('ancillaries.pay.wallet'),
            hint: t('ancillaries.pay.balance', { amount: balance }),
          },
        ]
      : []),
    ...(methods.data?.methods ?? []).map((gateway) => ({
      code: gateway.code,
      label: pickLocale(gateway.name, locale),
      hint: t(`ancillaries.pay.hint.${gateway.kind}`),
    })),
  ];

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap={3}>
        <PayMethodOptions
          legend={t('ancillaries.pay.chooseMethod')}
          name="ancillary-pay-method"
          options={options}
          chosen={method}
          onChoose={setMethod}
        />
        {balance > 0 && !walletCovers && method !== 'wallet' ? (
          <chakra.label display="flex" gap={2} alignItems="center">
            <input type="checkbox" checked={useWallet} onChange={(event) => setUseWallet(event.target.checked)} />
            {t('ancillaries.pay.useBalance', { amount: balance })}
          </chakra.label>
        ) : null}
        {walletInPlay ? (
          <TextField
            id="ancillary-transaction-password"
            label={t('ancillaries.pay.transactionPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={password}
            onValueChange={setPassword}
            error={missingPassword ? 'validation.transactionPassword' : undefined}
          />
        ) : null}
        <ActionButton type="submit" disabled={busy} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
          {t(busy ? 'ancillaries.pay.starting' : 'ancillaries.pay.pay', { amount })}
        </ActionButton>
      </Stack>
    </chakra.form>
  );
}
