import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { systemInitQueryOptions } from '../api/airports';
import { useLocaleParam } from '../ui/locale-link';

/**
 * A link from a page of a flow to its chart on /flows (registry id, e.g. 'booking'), for product reviewers
 * and QA; shown only where /flows is on (development, or a server started with FLOWS_PAGE=on).
 */
export function FlowChartLink({ machine }: { machine: string }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const init = useQuery({ ...systemInitQueryOptions(), enabled: !import.meta.env.DEV });
  if (!import.meta.env.DEV && init.data?.features?.flowsPage !== true) return null;
  return (
    <Box maxW="1200px" mx="auto" px={{ base: 4, md: 6 }} pb={4} w="full" textAlign="right" fontSize="sm">
      <Link to="/{-$locale}/flows" params={localeParam} search={{ machine }} style={{ textDecoration: 'underline' }}>
        {t('flowHost.chartLink')}
      </Link>
    </Box>
  );
}
