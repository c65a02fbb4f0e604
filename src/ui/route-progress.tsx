import { Box } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 9: the bar takes 5 s to cross (it stops short of the end until the page is ready). */
export const PROGRESS_DURATION_MS = 5000;
const FINISH_MS = 250;

type Phase = 'idle' | 'running' | 'finishing';

/** A thin bar at the top while a route transition loads. */
export function RouteProgress({ durationMs = PROGRESS_DURATION_MS }: { durationMs?: number }) {
  const { t } = useTranslation();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [phase, setPhase] = useState<Phase>('idle');
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (loading) {
      setPhase('running');
      const frame = requestAnimationFrame(() => setStarted(true));
      return () => cancelAnimationFrame(frame);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    const timer = setTimeout(() => {
      setPhase('idle');
      setStarted(false);
    }, FINISH_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (phase === 'idle') return null;
  const width = phase === 'finishing' ? '100%' : started ? '90%' : '0%';
  const transition =
    phase === 'finishing' ? `width ${FINISH_MS}ms ease-out` : `width ${durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`;
  return (
    <Box
      position="fixed"
      top={0}
      left={0}
      right={0}
      h="3px"
      zIndex={2100}
      role="progressbar"
      aria-label={t('shell.loading')}
      aria-busy={phase === 'running'}
    >
      <Box h="full" bg="brand.600" style={{ width, transition }} />
    </Box>
  );
}
