import { parseResultsSearch } from '../../../contract/first-load/results-search';
import type { Airport } from '../../../contract/calls/content';
import type { Locale } from '../../../contract/locales';
import { cityNamer, SEARCH_SUMMARY_KEY, searchSummaryValues } from '../../../contract/search-summary';
import { translate } from '../../i18n';
import { escapeHtml } from '../../shared/html-escape';
import type { FirstScreen } from './first-paint';

/** The results pages, whose first screen on a phone is the folded search bar's summary. */
export const SEARCH_SUMMARY_ROUTES: ReadonlySet<string> = new Set([
  '/queryFlight',
  '/queryFlightInter',
  '/queryFlightFree',
]);

// Marks where the date sits in the translated sentence, so it can be kept on one line as the SPA keeps it.
const MARK = '\u2063';

/**
 * Under a results page's title, the search bar as a phone first shows it, folded to one line
 * (features/booking/search/modify-search-bar.tsx): "石家庄 → 广州 · 2026年11月29日周日 · 1 人" and "修改". It is
 * the page's largest text until the flights arrive. A wider screen shows the whole form instead, which is the
 * SPA's to draw. Nothing when the link names no route.
 */
export function searchSummaryFirstScreen(
  locale: Locale,
  query: Record<string, unknown>,
  airports: readonly Airport[],
): FirstScreen | undefined {
  const values = searchSummaryValues(parseResultsSearch(query), cityNamer(airports, locale), locale);
  if (!values) return undefined;
  const [before, after] = translate(locale, SEARCH_SUMMARY_KEY, { ...values, date: MARK }).split(MARK);
  const date = `<span class="fp-nowrap">${escapeHtml(values.date)}</span>`;
  const sentence = `${escapeHtml(before ?? '')}${date}${escapeHtml(after ?? '')}`;
  return {
    body: `<div class="fp-summary"><span>${sentence}</span><span class="fp-unfold">${escapeHtml(translate(locale, 'search.modify.unfold'))}</span></div>`,
    style: STYLE,
  };
}

// The folded bar's look (modify-search-bar.tsx: surface background, radius lg, margin 4 below, padding 3, medium
// weight, the unfold word in brand.700; shown below Chakra's breakpoint md, 48em).
const STYLE = [
  '.fp-summary{display:flex;justify-content:space-between;align-items:center;box-sizing:border-box;width:100%;background:#f5f6f8;border-radius:8px;margin-bottom:16px;padding:12px;font-weight:500;text-align:start}',
  '.fp-nowrap{white-space:nowrap}.fp-unfold{color:#961b25}',
  '@media (min-width:48em){.fp-summary{display:none}}',
].join('');
