import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletAccountData } from '../../../contract/wallet/wallet-calls';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';
import { WALLET_PAGE_SIZE, walletAccountQueryOptions } from '../../api/wallet';
import { useWalletMoney } from './wallet-money';
import { formatReplyDate } from '../../i18n/format';
import { TitledSection } from '../../ui/titled-section';

/** /member/redPaper: the wallet's total and frozen amounts, the red envelopes still valid, and the bills. */
export function RedPaperPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const account = useQuery(walletAccountQueryOptions(pageNo, locale));
  const money = useWalletMoney();
  if (account.isPending) return <Text role="status">{t('wallet.loading')}</Text>;
  if (account.isError) return <Text role="alert">{t('wallet.loadFailed', { message: account.error.message })}</Text>;
  const { data } = account;
  const pages = Math.max(1, Math.ceil(data.bills.total / WALLET_PAGE_SIZE));
  return (
    <Stack gap={5}>
      <SimpleGrid as="dl" columns={{ base: 3 }} gap={3} borderWidth="1px" borderColor="line" borderRadius="lg" p={4}>
        {(
          [
            ['wallet.total', data.totalAmount],
            ['wallet.frozen', data.frozenAmount],
            ['wallet.available', data.availableAmount],
          ] as const
        ).map(([label, amount]) => (
          <Box key={label}>
            <Text as="dt" fontSize="sm" color="muted">
              {t(label)}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="bold" m={0}>
              {money(amount)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Envelopes envelopes={data.envelopes} money={money} />
      <TitledSection id="wallet-bills-title" title={t('wallet.bills')}>
        {data.bills.list.length === 0 ? <Text color="muted">{t('wallet.noBills')}</Text> : null}
        <Stack as="ul" listStyleType="none" p={0} m={0} gap={2}>
          {data.bills.list.map((bill) => (
            <Flex
              as="li"
              key={bill.transactionNo}
              justify="space-between"
              align="center"
              gap={3}
              borderBottomWidth="1px"
              borderColor="line"
              py={2}
              wrap="wrap"
            >
              <Box>
                <Text fontWeight="medium">{t(`wallet.category.${bill.category}`)}</Text>
                <Text fontSize="sm" color="muted">
                  {formatReplyDate(bill.date, locale)} · {t('wallet.transactionNo', { no: bill.transactionNo })} ·{' '}
                  {t(`wallet.status.${bill.status}`)}
                </Text>
              </Box>
              <Text fontWeight="bold" color={bill.amount > 0 ? 'green.700' : 'ink'}>
                {bill.amount > 0 ? `+${money(bill.amount)}` : money(bill.amount)}
              </Text>
            </Flex>
          ))}
        </Stack>
        {pages > 1 ? (
          <Flex as="nav" aria-label={t('wallet.pages')} gap={3} align="center" mt={2}>
            <ActionButton variant="secondary" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
              {t('wallet.previous')}
            </ActionButton>
            <Text fontSize="sm">{t('wallet.pageOf', { page: pageNo, pages })}</Text>
            <ActionButton variant="secondary" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
              {t('wallet.next')}
            </ActionButton>
          </Flex>
        ) : null}
      </TitledSection>
    </Stack>
  );
}

function Envelopes({ envelopes, money }: { envelopes: WalletAccountData['envelopes']; money(amount: number): string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TitledSection id="wallet-envelopes-title" title={t('wallet.envelopes')}>
      {envelopes.length === 0 ? <Text color="muted">{t('wallet.noEnvelopes')}</Text> : null}
      <Flex as="ul" listStyleType="none" p={0} m={0} gap={3} wrap="wrap">
        {envelopes.map((envelope) => (
          <Box
            as="li"
            key={envelope.transactionNo}
            bg="brand.600"
            color="white"
            borderRadius="lg"
            px={4}
            py={3}
            minW="10rem"
          >
            <Text fontSize="2xl" fontWeight="bold">
              {money(envelope.amount)}
            </Text>
            <Text fontSize="sm">{t(`wallet.category.${envelope.category}`)}</Text>
            {envelope.expiresOn ? (
              <Text fontSize="sm">{t('wallet.expiresOn', { date: formatReplyDate(envelope.expiresOn, locale) })}</Text>
            ) : null}
          </Box>
        ))}
      </Flex>
    </TitledSection>
  );
}
