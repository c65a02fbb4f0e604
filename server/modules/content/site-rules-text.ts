import type { ContentBlock } from '../../../contract/localized-text';
import type { Config } from '../../config';

/**
 * Rules the site enforces that its topics state (when online check-in opens and closes): a topic writes them as
 * {{name}}, filled from the same settings the rules run on when the topic is served, so the text and the
 * site never disagree (the check-in window is configurable).
 */
export function siteRuleValues(config: Pick<Config, 'CHECKIN_OPENS_HOURS' | 'CHECKIN_CLOSES_MINUTES'>) {
  return {
    checkInOpensHours: String(config.CHECKIN_OPENS_HOURS),
    checkInClosesMinutes: String(config.CHECKIN_CLOSES_MINUTES),
  };
}
export type SiteRuleValues = ReturnType<typeof siteRuleValues>;

const fill = (text: string, values: SiteRuleValues) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? values[name as keyof SiteRuleValues] : placeholder,
  );

export function fillSiteRules(blocks: ContentBlock[], values: SiteRuleValues): ContentBlock[] {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        return { ...block, text: fill(block.text, values) };
      case 'list':
        return { ...block, items: block.items.map((item) => fill(item, values)) };
      case 'table':
        return {
          ...block,
          header: block.header.map((cell) => fill(cell, values)),
          rows: block.rows.map((row) => row.map((cell) => fill(cell, values))),
        };
    }
  });
}
