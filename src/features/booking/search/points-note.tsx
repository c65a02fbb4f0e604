import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHILD_FARE_PERCENT, INFANT_FARE_PERCENT, POINTS_STEP } from '../../../../contract/calls/flight-pricing';

/** Tickets for points: how they are priced and what an exchange needs (spec 5: points pages). */
export function PointsNote() {
  const { t } = useTranslation();
  return (
    <Box
      as="aside"
      aria-label={t('search.points.label')}
      border="1px solid"
      borderColor="line"
      bg="surface"
      borderRadius="lg"
      p="3"
      mb="4"
      fontSize="sm"
    >
      <Text fontWeight="semibold">
        {t('search.points.standard', { child: CHILD_FARE_PERCENT, infant: INFANT_FARE_PERCENT, step: POINTS_STEP })}
      </Text>
      <Text>{t('search.points.requirements')}</Text>
    </Box>
  );
}
