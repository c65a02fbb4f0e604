import type { ChatMessage } from '../../../contract/calls/customer-service';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/client';
import type { chatMessages } from '../../db/schema/customer-service';
import { translate } from '../../i18n';
import { HOTLINE } from '../system/system-init';
import { topicTitles } from './topic-library';

type MessageRow = typeof chatMessages.$inferSelect;

/** Messages as the reader sees them: in their language now, whatever language they were written in. */
export async function viewMessages(db: Db, locale: Locale, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const topicIds = rows.flatMap((row) => (row.body.kind === 'topics' ? row.body.topicIds : []));
  const titles = await topicTitles(db, locale, topicIds);
  return rows.map((row) => {
    const base = {
      id: String(row.id),
      author: row.author,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    };
    const { body } = row;
    switch (body.kind) {
      case 'text':
        return { ...base, text: body.text, links: [] };
      case 'topics': {
        // A topic removed since the answer was given is left out rather than linked to a missing page.
        const links = body.topicIds.flatMap((topicid) =>
          titles.has(topicid) ? [{ topicid, title: titles.get(topicid)! }] : [],
        );
        return links.length
          ? { ...base, text: translate(locale, 'chat.assistant.found'), links }
          : {
              ...base,
              text: translate(locale, 'chat.assistant.noMatch', { hotline: HOTLINE }),
              links,
              hotline: HOTLINE,
            };
      }
      case 'noMatch':
        return {
          ...base,
          text: translate(locale, 'chat.assistant.noMatch', { hotline: HOTLINE }),
          links: [],
          hotline: HOTLINE,
        };
      case 'notice':
        return { ...base, text: translate(locale, `chat.notice.${body.noticeKey}`, { hotline: HOTLINE }), links: [] };
    }
  });
}
