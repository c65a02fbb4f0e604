import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REFUND_FEE_TIERS } from '../../../contract/calls/refunds';

/** The fee table the quote follows, in words: the same tiers the server charges by. */
export function RefundRules() {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="refund-rules-title"
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      p={4}
      bg="surface"
      fontSize="sm"
    >
      <chakra.h2 id="refund-rules-title" fontWeight="bold" mb={2}>
        {t('refund.rules.title')}
      </chakra.h2>
      <Text mb={2}>{t('refund.rules.intro')}</Text>
      <chakra.ul pl={5} mb={2}>
        {REFUND_FEE_TIERS.map((tier) => (
          <li key={tier.minHoursBefore}>{t(`refund.rules.tier${tier.minHoursBefore}`)}</li>
        ))}
      </chakra.ul>
      <Text>{t('refund.rules.departed')}</Text>
    </Box>
  );
}
