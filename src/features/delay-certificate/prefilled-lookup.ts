import { useEffect, useRef } from 'react';
import { flightDelayApplyPayload } from '../../../contract/calls/delay-certificate';
import { DelayCertificateFlow } from './delay-certificate-flow';

/** `?ticketNo=&name=`: what a page that already knows the ticket (a disruption notice) passes along. */
export interface PrefilledLookup {
  ticketNo?: string;
  name?: string;
}

/** Finds the prefilled ticket at once, so the traveller skips the lookup form; a bad pair leaves the form. */
export function usePrefilledLookup(prefilled: PrefilledLookup) {
  const actor = DelayCertificateFlow.useActorRef();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !prefilled.ticketNo || !prefilled.name) return;
    sent.current = true;
    const parsed = flightDelayApplyPayload.safeParse(prefilled);
    if (!parsed.success || !actor.getSnapshot().matches('findingTicket')) return;
    actor.send({ type: 'ticket.find', lookup: { ticketNo: parsed.data.ticketNo, name: parsed.data.name } });
  }, [actor, prefilled]);
}
