import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import type { WizardActor } from './booking-flow';

/** The selection (or the order's seat hold) ran out: fares and seats may have moved, so the traveller searches again. */
export function OfferExpired({ actor }: { actor: WizardActor }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" border="1px solid" borderColor="line" borderRadius="md" p={4} bg="white">
      <Text fontWeight="semibold" mb={2}>
        {t('booking.expired.title')}
      </Text>
      <Text mb={3}>{t('booking.expired.body')}</Text>
      <ActionButton type="button" onClick={() => actor.send({ type: 'search.restart' })}>
        {t('booking.expired.searchAgain')}
      </ActionButton>
    </Box>
  );
}
