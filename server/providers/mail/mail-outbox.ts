import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  date: string;
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`), as nodemailer writes a Chinese subject. */
function decodeWords(value: string): string {
  return value.replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_whole, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))), 'latin1').toString('utf8'),
  );
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(head);
  return decodeWords((match?.[1] ?? '').replace(/\n[ \t]+/g, ' '));
}

/** The newest e-mails of the file outbox first, with the headers a developer looks for. */
export async function recentMail(dir: string, limit = 50): Promise<OutboxMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const newest = files.filter((file) => file.endsWith('.eml')).sort().reverse().slice(0, limit);
  return Promise.all(
    newest.map(async (file) => {
      const head = (await readFile(join(dir, file), 'utf8')).split('\n\n')[0] ?? '';
      return { file, to: header(head, 'To'), subject: header(head, 'Subject'), date: header(head, 'Date') };
    }),
  );
}
