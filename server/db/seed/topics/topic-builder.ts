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

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });

/**
 * Topics and agreements are content the airline's editors keep in JSON files, each translation written as a
 * whole ({ title, content } per locale); a mistyped entry fails when the seed module parses it.
 */
export const localizedDocumentSchema = localized(
  z.object({ title: z.string().min(1), content: z.array(contentBlockSchema).min(1) }),
);
type LocalizedDocument = z.infer<typeof localizedDocumentSchema>;

/** A document's translations as the database stores them: the titles together, the contents together. */
export function titleAndContent({ zhCn, zhTw, en }: LocalizedDocument): {
  title: LocalizedText;
  content: LocalizedBlocks;
} {
  return {
    title: { zhCn: zhCn.title, zhTw: zhTw.title, en: en.title },
    content: { zhCn: zhCn.content, zhTw: zhTw.content, en: en.content },
  };
}

const topicHead = z.object({ id: z.string().min(1), categoryId: z.string().min(1), createdOn: z.iso.date() });
const topicFile = z.array(topicHead.extend(localizedDocumentSchema.shape));
// A FAQ entry is a question and its answer in one paragraph.
const faqVersion = z.object({ question: z.string().min(1), answer: z.string().min(1) });
const faqFile = z.array(topicHead.extend(localized(faqVersion).shape));

type TopicEntry = z.infer<typeof topicFile>[number];

function topic({ id, categoryId, createdOn, ...translations }: TopicEntry): TopicSeed {
  return { id, categoryId, createdOn, ...titleAndContent(translations) };
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
