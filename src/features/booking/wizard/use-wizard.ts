import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocaleParam } from '../../../ui/locale-link';
import { wizardActor, type WizardActor } from './wizard-actor';
import { destinationOf, pageOfState, type WizardPage } from './wizard-pages';

/** The tab's wizard and its current snapshot, for a wizard page. */
export function useWizard() {
  const [actor] = useState<WizardActor>(wizardActor);
  const snapshot = useSelector(actor, (current) => current);
  return { actor, snapshot, state: snapshot.value as string, context: snapshot.context };
}

/**
 * Takes the traveller to the page of the wizard's step whenever the step moves to another page, and, when
 * asked, also on arrival (a confirm page opened while the wizard stands elsewhere). Events sent through the
 * returned `sendQuietly` only bring the wizard up to the page (it passes steps that live elsewhere).
 */
export function useFollowWizard(actor: WizardActor, page: WizardPage, { onArrival }: { onArrival: boolean }) {
  const navigate = useNavigate();
  const quiet = useRef(false);
  const { locale } = useLocaleParam();
  useEffect(() => {
    const go = (state: string) => {
      const target = pageOfState(state);
      const destination = target && target !== page ? destinationOf(state, actor.getSnapshot().context) : undefined;
      if (destination) void navigate({ to: destination.to, params: { locale }, search: destination.search } as never);
    };
    let previous = actor.getSnapshot().value as string;
    if (onArrival) go(previous);
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === previous) return;
      previous = snapshot.value as string;
      if (!quiet.current) go(previous);
    });
    return () => subscription.unsubscribe();
  }, [actor, page, onArrival, navigate, locale]);
  return useCallback(
    (events: readonly Parameters<WizardActor['send']>[0][]) => {
      quiet.current = true;
      try {
        for (const event of events) actor.send(event);
      } finally {
        quiet.current = false;
      }
    },
    [actor],
  );
}

/** How often an open wizard page asks whether its offer has expired. */
const OFFER_CHECK_INTERVAL_MS = 30_000;

/** Tells the wizard the time now, on arrival and then regularly, so an old selection or a lapsed hold shows as expired. */
export function useOfferClock(actor: WizardActor) {
  useEffect(() => {
    const check = () => actor.send({ type: 'offer.check', now: Date.now() });
    check();
    const timer = setInterval(check, OFFER_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [actor]);
}
