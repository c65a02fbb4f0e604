import { Box, chakra, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { useLocaleParam } from '../../ui/locale-link';
import { walletAccountQueryOptions } from '../../api/wallet';
import { SkeletonGroup } from '../../ui/skeleton/skeleton-group';
import { TextLineSkeleton } from '../../ui/skeleton/skeleton-line';
import { useWalletMoney } from './wallet-money';

/** The member home's view of the red-envelope wallet: what can be spent now, and the way to the bills. */
export function WalletBalanceCard() {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const money = useWalletMoney();
  const account = useQuery(walletAccountQueryOptions(1, useLocale()));
  return (
    <Box
      as="section"
      aria-labelledby="wallet-balance-title"
      borderWidth="1px"
      borderColor="line"
      borderRadius="lg"
      p={4}
      bg="white"
    >
      <chakra.h2 id="wallet-balance-title" fontWeight="semibold" mb={2}>
        {t('routes.member/redPaper')}
      </chakra.h2>
      {account.isPending ? <SkeletonGroup shape={TextLineSkeleton} count={1} label={t('wallet.loading')} /> : null}
      {account.isError ? <Text role="alert">{t('wallet.loadFailed', { message: account.error.message })}</Text> : null}
      {account.data ? (
        <Text>
          {t('wallet.available')} <strong>{money(account.data.availableAmount)}</strong>
        </Text>
      ) : null}
      <Link to="/{-$locale}/member/redPaper" params={localeParam}>
        {t('wallet.bills')}
      </Link>
    </Box>
  );
}
