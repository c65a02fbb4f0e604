import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

/** "Updated at hh:mm:ss", or that updates wait while the tab is hidden: announced politely. */
export function RefreshNote({ asOf, hidden, failed }: { asOf?: string; hidden: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = asOf ? formatInstant(asOf, locale, { kind: 'timeWithSeconds' }) : '';
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color="muted">
      {hidden
        ? t('flightStatus.refresh.paused')
        : failed
          ? t('flightStatus.refresh.failed', { seconds: 10 })
          : time
            ? t('flightStatus.refresh.asOf', { time })
            : ''}
    </Text>
  );
}
