import {
  caseDetailCall,
  casePhotoFile,
  myCasesCall,
  submitCaseCall,
  verifyCaseCall,
} from '../../../contract/calls/feedback';
import { defineCall } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { caseNotFound, readableCase } from './case-access';
import { caseDetail, casePhoto, memberCases } from './case-views';
import { fileCase } from './file-case';
import { verifyCase } from './verify-case';

/** Three photos of 5 MB travel as base64 (4/3) inside a form field (+ percent-escapes): about 22 MB. */
const SUBMIT_BODY_LIMIT = 24 * 1024 * 1024;

/** Complaints, praise and suggestions: file one, list one's own, a visitor's lookup by code, the case and its photos. */
export const feedbackCalls = [
  defineCall(submitCaseCall, {
    bodyLimit: SUBMIT_BODY_LIMIT,
    handle: (input, context) => fileCase(context, input),
  }),
  defineCall(myCasesCall, {
    handle: async (input, context) => ({
      cases: await memberCases(context, (await requireMember(context)).memberId, input.kind),
    }),
  }),
  defineCall(verifyCaseCall, {
    handle: (input, context) => verifyCase(context, input),
  }),
  defineCall(caseDetailCall, {
    handle: async (input, context) => caseDetail(context, await readableCase(context, input.caseNo, input.accessToken)),
  }),
  defineCall(casePhotoFile, {
    handle: async (input, context) => {
      const photo = await casePhoto(
        context,
        await readableCase(context, input.caseNo, input.accessToken),
        input.photoId,
      );
      if (!photo) throw caseNotFound();
      return photo;
    },
    respond: (reply, photo) =>
      reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type('image/jpeg')
        .send(photo),
  }),
];
