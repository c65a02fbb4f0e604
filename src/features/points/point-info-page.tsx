import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleParam } from '../../ui/locale-link';
import { PointHistory } from './point-history';
import { accountListQueryOptions } from './points-api';
import { usePointsNumber } from './points-number';
import { PointsOutlineCard } from './points-outline-card';
import { TitledSection } from '../../ui/titled-section';

/** /member/pointInfo: the outline, the accounts, and the histories of earning and using points. */
export function PointInfoPage() {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  return (
    <Stack gap={5}>
      <PointsOutlineCard />
      <Accounts />
      <Flex gap={4} wrap="wrap">
        <Link to="/{-$locale}/member/pointAdd" params={localeParam}>
          <Text as="span" color="brand.700" textDecoration="underline">
            {t('points.info.toRetro')}
          </Text>
        </Link>
        <Link to="/{-$locale}/member/pointCalculator" params={localeParam}>
          <Text as="span" color="brand.700" textDecoration="underline">
            {t('points.info.toCalculator')}
          </Text>
        </Link>
      </Flex>
      <PointHistory />
    </Stack>
  );
}

function Accounts() {
  const { t } = useTranslation();
  const number = usePointsNumber();
  const accounts = useQuery(accountListQueryOptions());
  if (!accounts.data) return null;
  return (
    <TitledSection id="points-accounts-title" title={t('points.accounts.title')}>
      <Flex as="ul" listStyleType="none" p={0} m={0} gap={3} wrap="wrap">
        {accounts.data.map((account) => (
          <Box
            as="li"
            key={account.accountType}
            borderWidth="1px"
            borderColor="line"
            borderRadius="md"
            px={3}
            py={2}
            minW="9rem"
          >
            <Text fontSize="sm" color="muted">
              {t(`points.accounts.${account.accountType}`)}
            </Text>
            <Text fontWeight="bold">{number(account.balance)}</Text>
          </Box>
        ))}
      </Flex>
    </TitledSection>
  );
}
