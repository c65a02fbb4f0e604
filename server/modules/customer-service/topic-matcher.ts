/**
 * The self-service assistant's search: which info topics answer a traveller's question. Chinese has no
 * spaces, so Chinese text is cut into overlapping two-character pieces; other text into words. A piece
 * found in many topics ("航班", "flight") counts for little, one found in few counts for much.
 */
export interface SearchableTopic {
  id: string;
  title: string;
  body: string;
}

const HAN = /\p{Script=Han}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const MIN_SCORE = 2;
/** A link must be nearly as good as the best one: a weak third link only distracts. */
const MIN_SHARE_OF_BEST = 0.5;
const MAX_MATCHES = 3;
const TITLE_WEIGHT = 2;

const ENGLISH_STOPWORDS = new Set(
  'the and can how what when where which who why does did are was were for with you your our my have has had need want will would could should about from into that this there then than just please help hello thanks thank much many any some get got may not'.split(
    ' ',
  ),
);

/** Pieces of how a Chinese question is asked ("怎么办", "可以…吗"), not of what it is about. */
const CHINESE_FILLER = new Set(
  '怎么 么办 怎麼 麼辦 什么 什麼 可以 如何 请问 請問 是否 能否 哪里 哪裡 多少 为什 為什 么时 麼時 时候 時候 我的 我们 我們 你们 你們 一下 需要 想要 能不 不能 么样 麼樣'.split(
    ' ',
  ),
);

/** Distinct search terms of a text: Han bigrams (a lone Han character alone) and lower-case words of 3+ letters, singular. */
export function searchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const [run] of text.matchAll(HAN)) {
    const characters = [...run];
    if (characters.length === 1) terms.add(run);
    for (let index = 0; index + 1 < characters.length; index++) {
      const pair = characters[index]! + characters[index + 1]!;
      if (!CHINESE_FILLER.has(pair)) terms.add(pair);
    }
  }
  const rest = text.replace(HAN, ' ').toLowerCase();
  for (const [word] of rest.matchAll(WORD)) {
    if (word.length < 3 || ENGLISH_STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    terms.add(word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
  }
  return [...terms];
}

/** The best-matching topic ids, best first; none when nothing is close enough to be worth a link. */
export function matchTopics(question: string, topics: readonly SearchableTopic[]): string[] {
  const terms = searchTerms(question);
  if (terms.length === 0 || topics.length === 0) return [];
  const prepared = topics.map((topic) => ({
    id: topic.id,
    title: topic.title.toLowerCase(),
    text: `${topic.title}\n${topic.body}`.toLowerCase(),
  }));
  const rarity = new Map(
    terms.map((term) => [
      term,
      Math.log(1 + prepared.length / Math.max(1, prepared.filter((topic) => topic.text.includes(term)).length)),
    ]),
  );
  return prepared
    .map((topic, order) => {
      let score = 0;
      for (const term of terms) {
        if (topic.title.includes(term)) score += TITLE_WEIGHT * rarity.get(term)!;
        else if (topic.text.includes(term)) score += rarity.get(term)!;
      }
      return { id: topic.id, score, order };
    })
    .filter((candidate) => candidate.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .filter((candidate, _index, ranked) => candidate.score >= ranked[0]!.score * MIN_SHARE_OF_BEST)
    .slice(0, MAX_MATCHES)
    .map((candidate) => candidate.id);
}
