import type { QueryClient } from '@tanstack/react-query';

/** What every route may use, handed in by main.tsx (never imported globally). */
export interface RouterContext {
  queryClient: QueryClient;
}
