import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_STATUS_CALLS } from '../../../contract/calls/flight-status';
import { members } from '../../db/schema/accounts';
import { disruptionNotices } from '../../db/schema/disruption-notices';
import type { MailMessage } from '../../providers/mail/mail-provider';
import type { Providers } from '../../providers/providers';
import type { OutboxMessage } from '../../providers/sms-outbox';
import { createTestApp, jsonCall, TEST_NOW, type TestApp } from '../../testing/test-app';
import { flightLeavingAfter, insertTicketedOrder } from '../refunds/testing/ticketed-order';
import { MAX_NOTICE_ATTEMPTS, notifyDisruptedTravellers } from './notify-disrupted';

const HOUR = 3_600_000;
const TRAVELLERS = 50;
const logger = pino({ level: 'silent' });

/** An instance's providers: what it sent, and a switch to make its SMS gateway refuse. */
function recordingProviders() {
  const sms: OutboxMessage[] = [];
  const mail: MailMessage[] = [];
  let smsDown = false;
  const providers: Providers = {
    sms: {
      send: async (message) => {
        if (smsDown) throw new Error('SMS gateway unreachable');
        sms.push(message);
      },
    },
    mail: { send: async (message) => void mail.push(message) },
  };
  return { providers, sms, mail, smsDown: (down: boolean) => (smsDown = down) };
}

describe('notices of a cancelled flight, sent once by three instances at once', () => {
  let test: TestApp;
  const ticketIds: number[] = [];
  let flight: { id: number; flightNo: string; flightDate: string };
  const instances = [recordingProviders(), recordingProviders(), recordingProviders()];
  const run = (instance: ReturnType<typeof recordingProviders>) =>
    notifyDisruptedTravellers({
      db: test.database.db,
      clock: test.clock,
      providers: instance.providers,
      logger,
      publicUrl: 'https://www.example.com',
    });

  beforeAll(async () => {
    test = await createTestApp();
    const db = test.database.db;
    await db.update(members).set({ preferredLanguage: 'en' }).where(eq(members.id, 'demo-unverified'));
    await db.update(members).set({ preferredLanguage: 'zhTw' }).where(eq(members.id, 'demo-no-club'));
    flight = await flightLeavingAfter(db, new Date(Date.parse(TEST_NOW) + 6 * HOUR), 1);
    // Fifty seats in the fixture's fare bucket (the economy cabin has them).
    await db.execute(
      sql`update flight_buckets set available = greatest(available, ${TRAVELLERS}) where flight_id = ${flight.id} and booking_class = 'M'`,
    );
    const owners = ['demo-verified', 'demo-unverified', 'demo-no-club'];
    for (let index = 0; index < TRAVELLERS; index += 1) {
      const order = await insertTicketedOrder(db, {
        memberId: owners[index % owners.length]!,
        flightIds: [flight.id],
        passengers: ['ADT'],
        at: test.clock.now(),
      });
      ticketIds.push(...order.ticketIds);
    }
  });
  afterAll(() => test.close());

  it('tells nobody while the flight is on time', async () => {
    expect(await run(instances[0]!)).toEqual({ sent: 0, failed: 0 });
  });

  it('sends 50 SMS and 50 e-mails in all, each coupon once per channel, and writes 50 site notices', async () => {
    const forced = await jsonCall(test.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      cancel: true,
    });
    expect(forced.statusCode).toBe(200);
    // The first instance's SMS gateway is down: its SMS fail, and another run (of any instance) sends them.
    instances[0]!.smsDown(true);
    await Promise.all(instances.map(run));
    instances[0]!.smsDown(false);
    await Promise.all(instances.map(run));
    expect(await Promise.all(instances.map(run))).toEqual(Array(3).fill({ sent: 0, failed: 0 }));
    const sentSms = instances.flatMap((instance) => instance.sms);
    const sentMail = instances.flatMap((instance) => instance.mail);
    expect(sentSms).toHaveLength(TRAVELLERS);
    expect(sentMail).toHaveLength(TRAVELLERS);
    // One traveller per order here: the order in each link tells the coupons apart.
    const orderOf = (text: string) => /orderNo=(\w+)/.exec(text)?.[1];
    expect(new Set(sentSms.map((message) => orderOf(message.text))).size).toBe(TRAVELLERS);
    expect(new Set(sentMail.map((message) => orderOf(message.text))).size).toBe(TRAVELLERS);

    const rows = await test.database.db
      .select()
      .from(disruptionNotices)
      .where(eq(disruptionNotices.flightId, flight.id));
    expect(rows).toHaveLength(3 * TRAVELLERS);
    for (const channel of ['sms', 'email', 'site'] as const) {
      const ofChannel = rows.filter((row) => row.channel === channel);
      expect(ofChannel.map((row) => row.ticketId).sort((a, b) => a - b)).toEqual(ticketIds);
      expect(ofChannel.every((row) => row.status === 'sent' && row.eventKey === `${flight.id}:canceled`)).toBe(true);
    }
  });

  it('writes each traveller in their language, with the link to the offer', () => {
    const sms = instances.flatMap((instance) => instance.sms).map((message) => message.text);
    expect(sms.filter((text) => text.startsWith('【河北航空】') && text.includes('已取消'))).toHaveLength(17 + 16);
    expect(sms.filter((text) => text.includes('全額退票'))).toHaveLength(16);
    expect(sms.filter((text) => text.startsWith('[Hebei Airlines]') && text.includes('is cancelled'))).toHaveLength(17);
    expect(sms.find((text) => text.startsWith('[Hebei Airlines]'))).toContain(
      'https://www.example.com/en/disruption?orderNo=',
    );
    const mail = instances.flatMap((instance) => instance.mail);
    expect(mail.filter((message) => message.subject.includes(flight.flightNo))).toHaveLength(TRAVELLERS);
    expect(mail.every((message) => message.to === 'zhangwei@example.com')).toBe(true);
  });

  it('gives up on a send after the attempt limit, so a gateway that never answers is not called for ever', async () => {
    const [row] = await test.database.db
      .update(disruptionNotices)
      .set({ status: 'failed', attempts: MAX_NOTICE_ATTEMPTS })
      .where(eq(disruptionNotices.ticketId, ticketIds[0]!))
      .returning();
    expect(row).toBeDefined();
    expect(await run(instances[1]!)).toEqual({ sent: 0, failed: 0 });
  });
});
