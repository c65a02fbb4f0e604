import { Box, chakra, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OutlineData } from '../../../contract/points/point-calls';
import { ListRowSkeleton } from '../../ui/skeleton/list-row-skeleton';
import { SkeletonGroup } from '../../ui/skeleton/skeleton-group';
import { outlineQueryOptions } from './points-api';
import { usePointsNumber } from './points-number';
import { formatReplyDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

/**
 * getOutline as a card: balance, points expiring soon, tier and the way to the next tier. The member home
 * shows it too, so it loads its own data.
 */
export function PointsOutlineCard() {
  const { t } = useTranslation();
  const outline = useQuery(outlineQueryOptions());
  // Two rows are about the card's height on a phone, where its four facts stand two by two.
  if (outline.isPending) return <SkeletonGroup shape={ListRowSkeleton} count={2} label={t('points.loading')} />;
  if (outline.isError) return <Text role="alert">{t('points.loadFailed', { message: outline.error.message })}</Text>;
  return <OutlineFacts outline={outline.data} />;
}

function OutlineFacts({ outline }: { outline: OutlineData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = usePointsNumber();
  const next = outline.nextTier;
  return (
    <Box
      as="section"
      aria-labelledby="points-outline-title"
      borderWidth="1px"
      borderColor="line"
      borderRadius="lg"
      p={4}
    >
      <Flex justify="space-between" align="baseline" wrap="wrap" gap={2} mb={3}>
        <chakra.h2 id="points-outline-title" fontWeight="bold" fontSize="lg">
          {t(`lookups.memberTier.${outline.tier}`)}
        </chakra.h2>
        <Text fontSize="sm" color="muted">
          {t('points.outline.cardNo', { cardNo: outline.cardNo })}
        </Text>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={3} as="dl">
        <Fact label={t('points.outline.balance')} value={number(outline.balance)} />
        <Fact
          label={t('points.outline.expiring', { date: outline.expiringBy })}
          value={number(outline.expiringPoints)}
        />
        <Fact label={t('points.outline.segments')} value={number(outline.qualifyingSegments)} />
        <Fact label={t('points.outline.qualifyingPoints')} value={number(outline.qualifyingPoints)} />
      </SimpleGrid>
      <Text fontSize="sm" mt={3}>
        {next
          ? t('points.outline.nextTier', {
              tier: t(`lookups.memberTier.${next.tier}`),
              segments: next.segmentsNeeded,
              points: number(next.pointsNeeded),
            })
          : t('points.outline.topTier')}
      </Text>
      <Text fontSize="sm" color="muted">
        {t('points.outline.window', {
          since: formatReplyDate(outline.qualifyingSince, locale),
          review: formatReplyDate(outline.tierReviewDate, locale),
        })}
      </Text>
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="muted">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="bold" m={0}>
        {value}
      </Text>
    </Box>
  );
}
