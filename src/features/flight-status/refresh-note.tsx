import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** "Updated at hh:mm:ss", or that updates wait while the tab is hidden: announced politely. */
export function RefreshNote({ asOf, hidden, failed }: { asOf?: string; hidden: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const time = asOf ? new Date(asOf).toLocaleTimeString('en-GB', { hour12: false }) : '';
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color="muted">
      {hidden ? t('flightStatus.refresh.paused') : failed ? t('flightStatus.refresh.failed', { seconds: 10 }) : time ? t('flightStatus.refresh.asOf', { time }) : ''}
    </Text>
  );
}
