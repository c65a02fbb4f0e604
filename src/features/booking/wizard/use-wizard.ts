import { useEffect } from 'react';
import { BookingFlow, type WizardActor } from './booking-flow';

/** The wizard hosted by the booking layout, and its current snapshot, for a wizard page. */
export function useWizard() {
  const actor = BookingFlow.useActorRef();
  const snapshot = BookingFlow.useSelector((current) => current);
  return { actor, snapshot, state: snapshot.value as string, context: snapshot.context };
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
