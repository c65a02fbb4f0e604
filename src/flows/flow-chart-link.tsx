import { Box, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { flowsViewerHref } from '../../contract/flows-viewer-page';
import { systemInitQueryOptions } from '../api/airports';
import { useLocale } from '../i18n/use-locale';

/**
 * A link from a page of a flow to its chart in the flows viewer (registry id, e.g. 'booking'), for product
 * reviewers and QA; shown only where the viewer is on (development, or a server started with FLOWS_PAGE=on).
 * The viewer is a page of its own beside the app (flows-viewer/), so this is a plain link, not a route's.
 */
export function FlowChartLink({ machine }: { machine: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const init = useQuery({ ...systemInitQueryOptions(), enabled: !import.meta.env.DEV });
  if (!import.meta.env.DEV && init.data?.features?.flowsPage !== true) return null;
  return (
    <Box maxW="1200px" mx="auto" px={{ base: 4, md: 6 }} pb={4} w="full" textAlign="right" fontSize="sm">
      <Link href={flowsViewerHref(locale, machine)} textDecoration="underline">
        {t('flowHost.chartLink')}
      </Link>
    </Box>
  );
}
