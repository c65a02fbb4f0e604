import { Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleParam } from '../../../ui/locale-link';
import { CheckInFlow } from '../flow/check-in-flow';
import { CHECK_IN_PAGES, pageOfState, type CheckInPage } from '../flow/check-in-pages';

/** Shows a page's content only while the chart is at one of its steps; otherwise a link to where it is. */
export function StepGate({ page, children }: { page: CheckInPage; children: ReactNode }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const current = CheckInFlow.useSelector((snapshot) => pageOfState(snapshot.value));
  if (current === page) return <>{children}</>;
  return (
    <Stack gap={2} py={4}>
      <Text>{t('checkin.resume.elsewhere')}</Text>
      <Link to={CHECK_IN_PAGES[current]} params={localeParam} style={{ textDecoration: 'underline', color: '#961b25' }}>
        {current === 'find' ? t('checkin.resume.start') : t('checkin.resume.continue')}
      </Link>
    </Stack>
  );
}
