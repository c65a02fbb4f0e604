import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A member page's action on its lists (delete, merge, sign out…): runs it, refreshes the lists it changes,
 * and keeps the refusal to show, cleared when the next action starts.
 */
export function useMemberAction(...queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState('');
  const refresh = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const act = async (work: () => Promise<unknown>) => {
    setRefusal('');
    try {
      await work();
      await refresh();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  };
  return { refusal, act, refresh };
}
