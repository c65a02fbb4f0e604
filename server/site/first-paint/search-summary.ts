import { parseResultsSearch } from '../../../contract/first-load/results-search';
import type { Airport } from '../../../contract/calls/content';
import type { Locale } from '../../../contract/locales';
import { cityNamer, SEARCH_SUMMARY_KEY, searchSummaryValues } from '../../../contract/search-summary';
import { translate } from '../../i18n';
import { sentenceParts } from '../../../contract/unbroken-values';
import { escapeHtml } from '../../shared/html-escape';
import type { FirstScreen } from './first-paint';

/** Whether a route is a results page, whose first screen on a phone is the folded search bar's summary. */
export function hasSearchSummary(route: string | undefined): boolean {
  return route === '/queryFlight' || route === '/queryFlightInter' || route === '/queryFlightFree';
}

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
  // The date stays on one line, as the SPA's bar keeps it (ui/unbroken-values-text.tsx).
  const sentence = sentenceParts((marked) => translate(locale, SEARCH_SUMMARY_KEY, marked), values, ['date'])
    .map((part) =>
      typeof part === 'string' ? escapeHtml(part) : `<span class="fp-nowrap">${escapeHtml(part.unbroken)}</span>`,
    )
    .join('');
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
