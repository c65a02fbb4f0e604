import * as z from 'zod';
import {
  contentBlockSchema,
  localized,
  type ContentBlock,
  type LocalizedBlocks,
  type LocalizedText,
} from '../../../../contract/localized-text';

export interface TopicSeed {
  id: string;
  categoryId: string;
  createdOn: string;
  title: LocalizedText;
  content: LocalizedBlocks;
}

export const h = (text: string): ContentBlock => ({ kind: 'heading', text });
export const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
export const table = (header: string[], ...rows: string[][]): ContentBlock => ({ kind: 'table', header, rows });

// The topics are content the airline's editors keep in JSON files, each translation written as a whole
// ({ title, content } per locale); a mistyped entry fails here, when the seed module loads.
const topicHead = z.object({ id: z.string().min(1), categoryId: z.string().min(1), createdOn: z.iso.date() });
const topicVersion = z.object({ title: z.string().min(1), content: z.array(contentBlockSchema).min(1) });
const topicFile = z.array(topicHead.extend(localized(topicVersion).shape));
// A FAQ entry is a question and its answer in one paragraph.
const faqVersion = z.object({ question: z.string().min(1), answer: z.string().min(1) });
const faqFile = z.array(topicHead.extend(localized(faqVersion).shape));

type TopicEntry = z.infer<typeof topicFile>[number];

function topic({ id, categoryId, createdOn, zhCn, zhTw, en }: TopicEntry): TopicSeed {
  return {
    id,
    categoryId,
    createdOn,
    title: { zhCn: zhCn.title, zhTw: zhTw.title, en: en.title },
    content: { zhCn: zhCn.content, zhTw: zhTw.content, en: en.content },
  };
}

const faqAsTopic = ({ question, answer }: z.infer<typeof faqVersion>) => ({ title: question, content: [p(answer)] });

/** The topics of one JSON file, in its order, as the seed stores them. */
export function topicsFrom(json: unknown): TopicSeed[] {
  return topicFile.parse(json).map(topic);
}

/** The FAQ entries of a JSON file as topics: the question is the title, the answer its one paragraph. */
export function faqTopicsFrom(json: unknown): TopicSeed[] {
  return faqFile
    .parse(json)
    .map(({ zhCn, zhTw, en, ...head }) =>
      topic({ ...head, zhCn: faqAsTopic(zhCn), zhTw: faqAsTopic(zhTw), en: faqAsTopic(en) }),
    );
}
