import { queryOptions } from '@tanstack/react-query';
import { download, request } from '../../../api/request';
import { sendMobileCheckCodeCall } from '../../../../contract/calls/accounts';
import {
  caseDetailCall,
  casePhotoFile,
  myCasesCall,
  submitCaseCall,
  verifyCaseCall,
  type FeedbackCasePayload,
  type FeedbackKind,
  type VerifyCasePayload,
} from '../../../../contract/calls/feedback';

export const feedbackApi = {
  submitCase: (payload: FeedbackCasePayload) => request(submitCaseCall, payload),
  sendCode: (mobile: string) => request(sendMobileCheckCodeCall, { mobile, purpose: 'feedback' }),
  verifyCase: (payload: VerifyCasePayload) => request(verifyCaseCall, payload),
};

export function myCasesQueryOptions(memberKey: string, kind: FeedbackKind) {
  return queryOptions({
    queryKey: ['feedback', 'myCases', memberKey, kind],
    queryFn: ({ signal }) => request(myCasesCall, { kind }, { signal }).then((reply) => reply.cases),
  });
}

export function caseDetailQueryOptions(caseNo: string, accessToken: string | undefined) {
  return queryOptions({
    queryKey: ['feedback', 'case', caseNo, accessToken ?? 'member'],
    queryFn: ({ signal }) => request(caseDetailCall, { caseNo, accessToken }, { signal }),
    retry: false,
  });
}

export function casePhotoQueryOptions(caseNo: string, photoId: string, accessToken: string | undefined) {
  return queryOptions({
    queryKey: ['feedback', 'photo', caseNo, photoId],
    queryFn: ({ signal }) => download(casePhotoFile, { caseNo, photoId, accessToken: accessToken ?? '' }, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}
