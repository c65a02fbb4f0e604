import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { request } from '../../../api/request';
import { sendMobileCheckCodeCall } from '../../../../contract/calls/accounts';
import {
  FEEDBACK_CALLS,
  type CaseAccess,
  type FeedbackCaseDetail,
  type FeedbackCasePayload,
  type FeedbackCaseSummary,
  type FeedbackKind,
  type FiledCase,
  type VerifyCasePayload,
} from '../../../../contract/calls/feedback';

export const feedbackApi = {
  submitCase: (payload: FeedbackCasePayload) => callApi<FiledCase>(FEEDBACK_CALLS.submitCase, payload),
  sendCode: (mobile: string) => request(sendMobileCheckCodeCall, { mobile, purpose: 'feedback' }),
  verifyCase: (payload: VerifyCasePayload) => callApi<CaseAccess>(FEEDBACK_CALLS.verifyCase, payload),
};

export function myCasesQueryOptions(memberKey: string, kind: FeedbackKind) {
  return queryOptions({
    queryKey: ['feedback', 'myCases', memberKey, kind],
    queryFn: ({ signal }) =>
      callApi<{ cases: FeedbackCaseSummary[] }>(FEEDBACK_CALLS.myCases, { kind }, { signal }).then(
        (reply) => reply.cases,
      ),
  });
}

export function caseDetailQueryOptions(caseNo: string, accessToken: string | undefined) {
  return queryOptions({
    queryKey: ['feedback', 'case', caseNo, accessToken ?? 'member'],
    queryFn: ({ signal }) =>
      callApi<FeedbackCaseDetail>(FEEDBACK_CALLS.caseDetail, { caseNo, accessToken }, { signal }),
    retry: false,
  });
}

export function casePhotoQueryOptions(caseNo: string, photoId: string, accessToken: string | undefined) {
  return queryOptions({
    queryKey: ['feedback', 'photo', caseNo, photoId],
    queryFn: ({ signal }) =>
      callApi<Blob>(
        FEEDBACK_CALLS.casePhoto,
        { caseNo, photoId, accessToken: accessToken ?? '' },
        { method: 'GET', responseType: 'blob', signal },
      ),
    staleTime: Infinity,
    retry: false,
  });
}
