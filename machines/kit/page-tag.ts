/**
 * How a state names the page it shows on: the tag `page:<name>` (`tags: ['page:seats']`), typed through the chart's
 * setup (`types: { tags: {} as PageTag<CheckInPage> }`), so a misspelt page fails to compile. A parent's tag holds
 * for all its children; a state shown on whichever page is open has none. The chart says it once, where the
 * diagram and QA see it; the app only maps each page name to its route.
 */
export type PageTag<TPage extends string> = `page:${TPage}`;

/** The page names among a chart's tags. */
export type PageOfTag<TTag> = TTag extends `page:${infer TPage}` ? TPage : never;

const PREFIX = 'page:';

/**
 * The page of the state a snapshot stands in, or undefined for a state shown wherever the traveller is. Two page
 * tags at once (a child naming another page than its parent, two regions on two pages) is a chart error, reported
 * where it is read rather than settled by a guess.
 */
export function pageTagOf<TTag extends string>(snapshot: {
  tags: ReadonlySet<string>;
  // A snapshot's tags are a set of strings; its chart's tag type shows in hasTag.
  hasTag(tag: TTag): boolean;
}): PageOfTag<TTag> | undefined {
  const pages = [...snapshot.tags].filter((tag) => tag.startsWith(PREFIX));
  if (pages.length > 1) throw new Error(`A state shows on one page, but this one names ${pages.join(', ')}`);
  return pages[0]?.slice(PREFIX.length) as PageOfTag<TTag> | undefined;
}
