import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Spec 9: complaints hotline 0311-96699, press 4; a tel: link so a phone can dial it. */
export function HotlineNote() {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" bg="surface" borderRadius="md" p={3}>
      {t('feedback.hotline.before')}{' '}
      <chakra.a href="tel:0311-96699" fontWeight="bold" textDecoration="underline">
        0311-96699
      </chakra.a>{' '}
      {t('feedback.hotline.after')}
    </Text>
  );
}
