import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Certificate, SegmentChoice } from '../contract/calls/delay-certificate';
import { delayCertificateMachine } from './delay-certificate.machine';
import { delayCertificateSimulation, SAMPLE_CERTIFICATE, SAMPLE_SEGMENT } from './delay-certificate.simulation';
import { expectCompleteCoverage } from './testing/complete-coverage';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const SEGMENT: SegmentChoice = { ...SAMPLE_SEGMENT, couponId: 7 };
const CERTIFICATE: Certificate = SAMPLE_CERTIFICATE;
const LOOKUP = { ticketNo: '8809000000001', name: '张伟' };

function start(
  answers: {
    find?: () => Promise<SegmentChoice[]>;
    apply?: () => Promise<Certificate>;
    email?: () => Promise<string>;
  } = {},
) {
  const calls: string[] = [];
  const machine = delayCertificateMachine.provide({
    actors: {
      findSegments: fromPromise(async ({ input }) => {
        calls.push(`find ${JSON.stringify(input)}`);
        return (answers.find ?? (async () => [SEGMENT]))();
      }),
      applyForCertificate: fromPromise(async ({ input }) => {
        calls.push(`apply ${input.couponId}`);
        return (answers.apply ?? (async () => CERTIFICATE))();
      }),
      downloadCertificate: fromPromise(async ({ input }) => {
        calls.push(`download ${input.certificateNo}`);
      }),
      emailCertificate: fromPromise(async ({ input }) => {
        calls.push(`email ${input.email}`);
        return (answers.email ?? (async () => 'tr****@example.com'))();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const refuse = (code: string) => async () => {
  throw { code, message: `refused ${code}` };
};

describe('when finding the ticket', () => {
  it('lists the traveller’s segments, then applies for the chosen one and shows the certificate', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ticket.find', lookup: LOOKUP });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosingSegment');
    expect(actor.getSnapshot().context.segments).toEqual([SEGMENT]);
    actor.send({ type: 'segment.choose', couponId: 7 });
    await settle();
    expect(actor.getSnapshot().value).toBe('certificate');
    expect(actor.getSnapshot().context.certificate).toEqual(CERTIFICATE);
    expect(calls).toEqual([`find ${JSON.stringify(LOOKUP)}`, 'apply 7']);
  });

  it('says no ticket matches, and lets the traveller try other details', async () => {
    const { actor } = start({ find: refuse('DELAY_NO_TICKET') });
    actor.send({ type: 'ticket.find', lookup: LOOKUP });
    await settle();
    expect(actor.getSnapshot().value).toBe('noTicket');
    expect(actor.getSnapshot().context.failure).toEqual({
      code: 'DELAY_NO_TICKET',
      message: 'refused DELAY_NO_TICKET',
    });
    // Choosing a segment makes no sense here: nothing happens.
    actor.send({ type: 'segment.choose', couponId: 7 });
    expect(actor.getSnapshot().value).toBe('noTicket');
  });
});

describe('when applying', () => {
  it.each([
    ['DELAY_NOT_DELAYED', 'notDelayed'],
    ['DELAY_NOT_OPERATED', 'notOperated'],
    ['DELAY_TOO_OLD', 'tooOld'],
    ['SOMETHING_ELSE', 'failed'],
  ])('a %s refusal is the %s state, with a way back', async (code, state) => {
    const { actor } = start({ apply: refuse(code) });
    actor.send({ type: 'ticket.find', lookup: LOOKUP });
    await settle();
    actor.send({ type: 'segment.choose', couponId: 7 });
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
    actor.send(state === 'failed' ? { type: 'flow.retry' } : { type: 'segment.back' });
    expect(actor.getSnapshot().value).toBe(state === 'failed' ? 'findingTicket' : 'choosingSegment');
  });
});

describe('with the certificate', () => {
  it('downloads, e-mails and resends it to the same address', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ticket.find', lookup: LOOKUP });
    await settle();
    actor.send({ type: 'segment.choose', couponId: 7 });
    await settle();
    actor.send({ type: 'certificate.download' });
    await settle();
    expect(actor.getSnapshot().value).toBe('certificate');
    actor.send({ type: 'certificate.email', email: 'traveller@example.com' });
    await settle();
    expect(actor.getSnapshot().value).toBe('emailed');
    expect(actor.getSnapshot().context.sentTo).toBe('tr****@example.com');
    actor.send({ type: 'certificate.resend' });
    await settle();
    expect(calls.slice(2)).toEqual([
      'download DC260601123456',
      'email traveller@example.com',
      'email traveller@example.com',
    ]);
  });

  it('reports a failed e-mail and lets the traveller try again', async () => {
    const { actor } = start({ email: refuse('UNREACHABLE') });
    actor.send({ type: 'ticket.find', lookup: LOOKUP });
    await settle();
    actor.send({ type: 'segment.choose', couponId: 7 });
    await settle();
    actor.send({ type: 'certificate.email', email: 'traveller@example.com' });
    await settle();
    expect(actor.getSnapshot().value).toBe('deliveryFailed');
  });
});

describe('paths from the graph', () => {
  const entry = { id: 'delay-certificate', machine: delayCertificateMachine, simulation: delayCertificateSimulation };

  it('cover every state and transition on the flows coverage', () => {
    expectCompleteCoverage(entry);
  });
});
