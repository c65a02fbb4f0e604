import type { QueryClient } from '@tanstack/react-query';
import { systemInitQueryOptions } from '../../api/airports';

/** /flows is always there in development; in production only when the server says FLOWS_PAGE=on. */
export async function isFlowsPageOn(queryClient: QueryClient): Promise<boolean> {
  if (import.meta.env.DEV) return true;
  const init = await queryClient.ensureQueryData(systemInitQueryOptions()).catch(() => undefined);
  return init?.features?.flowsPage === true;
}
