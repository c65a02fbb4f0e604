import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { renderOutboxPage } from '../sms-outbox';
import { latestMailTo, recentMail } from './mail-outbox';
import { createMailProvider } from './mail-provider';

const MAIL = {
  to: 'traveller@example.com',
  subject: '延误证明 Delay certificate',
  text: '您的航班延误证明见附件。',
  attachments: [{ filename: 'prove.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' }],
};

describe('the mail provider', () => {
  const clock = manualClock('2026-06-01T02:00:00Z');
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(clock);
  });
  afterAll(() => database.close());

  it('without MAIL_URL keeps each complete message in the outbox table, which the outbox page lists escaped', async () => {
    const mail = createMailProvider({
      config: { MAIL_FROM: 'Hebei Airlines <noreply@hbhk.example>' },
      db: database.db,
      clock,
    });
    await mail.send(MAIL);
    await mail.send({ to: 'other@example.com', subject: 'second <b>', text: 'no attachment' });
    const kept = await latestMailTo(database.db, 'traveller@example.com');
    expect(kept).toMatchObject({
      subject: MAIL.subject,
      text: MAIL.text,
      sentAt: new Date('2026-06-01T02:00:00Z'),
      attachments: [{ filename: 'prove.pdf', contentType: 'application/pdf', size: 8 }],
    });
    expect(kept!.raw).toContain('To: traveller@example.com');
    expect(kept!.raw).toContain('filename=prove.pdf');
    const recent = await recentMail(database.db);
    expect(recent.map((row) => row.to)).toEqual(['other@example.com', 'traveller@example.com']);
    const page = renderOutboxPage([], recent);
    expect(page).toContain('second &#60;b&#62;');
    expect(page).toContain('prove.pdf (application/pdf, 8 bytes)');
  });

  it('with MAIL_URL sends the message over SMTP', async () => {
    const received: string[] = [];
    // The smallest SMTP server that accepts one message: enough to see nodemailer speak to it.
    const server = createServer((socket) => {
      let inData = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          if (inData) {
            received.push(line);
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            }
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const before = (await recentMail(database.db)).length;
      const mail = createMailProvider({
        config: { MAIL_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM: 'noreply@hbhk.example' },
        db: database.db,
        clock,
      });
      await mail.send(MAIL);
      expect(received.join('\n')).toContain('To: traveller@example.com');
      expect(await recentMail(database.db)).toHaveLength(before);
    } finally {
      server.close();
    }
  });
});
