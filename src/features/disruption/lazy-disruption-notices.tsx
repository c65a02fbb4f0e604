import { lazy, Suspense } from 'react';
import { useSession } from '../../session/use-session';

const DisruptionNotices = lazy(() =>
  import('./disruption-notices').then((module) => ({ default: module.DisruptionNotices })),
);

/** The notices load with their own chunk, and only for a logged-in member: a visitor's first paint carries none. */
export function LazyDisruptionNotices({ orderNo }: { orderNo?: string }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <DisruptionNotices orderNo={orderNo} />
    </Suspense>
  );
}
