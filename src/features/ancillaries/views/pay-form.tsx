import { chakra, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryPayMethod } from '../../../../contract/ancillaries/ancillary-payment-schemas';
import { pickLocale } from '../../../../contract/localized-text';
import type { PaymentChoice } from '../../../../machines/ancillary-purchase-context';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../session/use-session';
import { ActionButton } from '../../../ui/action-button';
import { TextField } from '../../../ui/text-field';
import { payMethodsQueryOptions, walletBalanceQueryOptions } from '../ancillary-api';

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

  const option = (code: AncillaryPayMethod, label: string, hint: string) => (
    <chakra.label
      key={code}
      display="flex"
      alignItems="center"
      gap={3}
      p={3}
      borderWidth="1px"
      borderRadius="md"
      borderColor={method === code ? 'brand.600' : 'line'}
      bg={method === code ? 'brand.50' : 'white'}
      cursor="pointer"
    >
      <input
        type="radio"
        name="ancillary-pay-method"
        value={code}
        checked={method === code}
        onChange={() => setMethod(code)}
      />
      <Text as="span" fontWeight="medium">
        {label}
      </Text>
      <Text as="span" color="muted" fontSize="sm" ms="auto">
        {hint}
      </Text>
    </chakra.label>
  );

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap={3}>
        <chakra.fieldset border="0" p={0} m={0}>
          <chakra.legend fontWeight="semibold" mb={2}>
            {t('ancillaries.pay.chooseMethod')}
          </chakra.legend>
          <Stack gap={2}>
            {balance > 0 && walletCovers
              ? option('wallet', t('ancillaries.pay.wallet'), t('ancillaries.pay.balance', { amount: balance }))
              : null}
            {(methods.data?.methods ?? []).map((gateway) =>
              option(gateway.code, pickLocale(gateway.name, locale), t(`ancillaries.pay.hint.${gateway.kind}`)),
            )}
          </Stack>
        </chakra.fieldset>
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
