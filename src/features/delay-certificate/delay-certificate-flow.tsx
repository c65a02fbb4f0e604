import { useNavigate, useRouterState } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { delayCertificateMachine } from '../../../machines/delay-certificate.machine';
import { liveInspect } from '../../ui/live-inspect';
import { useLocaleParam } from '../../ui/locale-link';
import { applyForCertificate, downloadCertificate, emailCertificate, findSegments } from './delay-certificate-api';

/** The delay-certificate chart with the real calls. */
const delayCertificateAppMachine = delayCertificateMachine.provide({
  actors: {
    findSegments: fromPromise(({ input, signal }) => findSegments(input, signal)),
    applyForCertificate: fromPromise(({ input, signal }) => applyForCertificate(input, signal)),
    downloadCertificate: fromPromise(({ input }) => downloadCertificate(input)),
    emailCertificate: fromPromise(({ input, signal }) => emailCertificate(input, signal)),
  },
});

export const DelayCertificateFlow = createActorContext(delayCertificateAppMachine);

// Kept in sessionStorage so a reload lands on the same step. This host has the shape of the check-in one
// (layout route provider, persisted snapshot, page follows the state), ready to move onto a shared flow host.
const STORAGE_KEY = 'delayCertificate.flow';
const CERTIFICATE_STATES = new Set(['certificate', 'downloading', 'emailing', 'emailed', 'deliveryFailed']);
const PAGES = { apply: '/{-$locale}/serve/delayProve', certificate: '/{-$locale}/serve/delayProve/proveRsg' } as const;

function loadSnapshot(): Snapshot<unknown> | undefined {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Snapshot<unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Hosts one delay-certificate actor for the apply and certificate pages. */
export function DelayCertificateFlowProvider({ children }: { children: ReactNode }) {
  const [restored] = useState(loadSnapshot);
  return (
    <DelayCertificateFlow.Provider options={{ snapshot: restored as never, inspect: liveInspect }} logic={delayCertificateAppMachine}>
      <FlowPersistence />
      <FollowStatePage />
      {children}
    </DelayCertificateFlow.Provider>
  );
}

function FlowPersistence() {
  const actor = DelayCertificateFlow.useActorRef();
  useEffect(() => {
    const subscription = actor.subscribe(() => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(actor.getPersistedSnapshot()));
      } catch {
        // A full or disabled storage only costs a reload its step.
      }
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return null;
}

/** The certificate states show on proveRsg, the others on the apply page; the browser follows a change of state. */
function FollowStatePage() {
  const value = DelayCertificateFlow.useSelector((snapshot) => String(snapshot.value));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const localeParam = useLocaleParam();
  const lastValue = useRef(value);
  useEffect(() => {
    if (lastValue.current === value) return;
    lastValue.current = value;
    const target = CERTIFICATE_STATES.has(value) ? PAGES.certificate : PAGES.apply;
    if (pathname.includes('/verification')) return;
    if (!pathname.replace(/\/$/, '').endsWith(target.replace('/{-$locale}', ''))) void navigate({ to: target, params: localeParam });
  }, [value, pathname, navigate, localeParam]);
  return null;
}
