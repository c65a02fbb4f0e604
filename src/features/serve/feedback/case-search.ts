import type { SearchSchemaInput } from '@tanstack/react-router';
import { CASE_NO_PATTERN } from '../../../../contract/feedback-case-no';

/** ?caseNo= of the detail and lookup pages; a bad value becomes '' (plain code: it runs in the route tree). */
export function parseCaseNoSearch(search: { caseNo?: string } & SearchSchemaInput): { caseNo: string } {
  const caseNo = typeof search.caseNo === 'string' ? search.caseNo.trim().toUpperCase() : '';
  return { caseNo: CASE_NO_PATTERN.test(caseNo) ? caseNo : '' };
}
