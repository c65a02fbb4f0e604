import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recentMail } from './mail-outbox';
import { createMailProvider } from './mail-provider';

const MAIL = { to: 'traveller@example.com', subject: '延误证明 Delay certificate', text: '您的航班延误证明见附件。', attachments: [{ filename: 'prove.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' }] };

describe('the mail provider', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('without MAIL_URL writes each complete message as an .eml file the outbox lists, Chinese subject decoded', async () => {
    const mail = createMailProvider({ MAIL_OUTBOX_DIR: dir, DATA_DIR: 'unused', MAIL_FROM: 'Hebei Airlines <noreply@hbhk.example>' });
    await mail.send(MAIL);
    const [file] = readdirSync(dir);
    const raw = readFileSync(join(dir, file!), 'utf8');
    expect(raw).toContain('To: traveller@example.com');
    expect(raw).toContain('filename=prove.pdf');
    expect(await recentMail(dir)).toEqual([{ file, to: 'traveller@example.com', subject: MAIL.subject, date: expect.any(String) }]);
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
            if (line === '.') (inData = false), socket.write('250 queued\r\n');
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) (inData = true), socket.write('354 go on\r\n');
          else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const mail = createMailProvider({ MAIL_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, DATA_DIR: 'unused', MAIL_FROM: 'noreply@hbhk.example' });
      await mail.send(MAIL);
      expect(received.join('\n')).toContain('To: traveller@example.com');
    } finally {
      server.close();
    }
  });
});
