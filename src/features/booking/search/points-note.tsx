import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { POINTS_PER_YUAN, POINTS_STEP } from '../../../../contract/calls/flight-pricing';

/** Tickets for points: the ratio used and what an exchange needs (spec 5: points pages). */
export function PointsNote() {
  const { t } = useTranslation();
  return (
    <Box as="aside" aria-label={t('search.points.label')} border="1px solid" borderColor="line" bg="surface" borderRadius="lg" p="3" mb="4" fontSize="sm">
      <Text fontWeight="semibold">{t('search.points.ratio', { points: POINTS_PER_YUAN, step: POINTS_STEP })}</Text>
      <Text>{t('search.points.requirements')}</Text>
    </Box>
  );
}
