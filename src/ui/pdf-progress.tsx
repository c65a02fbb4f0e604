import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * While the server makes a PDF (a few seconds: it embeds a Chinese font), the page says so, to the eye and to
 * a screen reader. The region stays in place, empty when idle, so the message is announced and moves nothing.
 */
export function PdfProgress({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color="muted" minH="5">
      {busy ? t('shell.pdfProgress') : ''}
    </Text>
  );
}
