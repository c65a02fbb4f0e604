import {
  DELAY_CERTIFICATE_CALLS,
  type Certificate,
  type CheckDelayCodeReply,
  type FlightDelayApplyReply,
  type SegmentChoice,
} from '../../../contract/calls/delay-certificate';
import type { CertificateAccess, TravellerLookup } from '../../../machines/delay-certificate.machine';
import { callApi } from '../../api/client';
import { saveFile } from '../../ui/save-file';

/** Failures become the chart's { code, message }: a refusal keeps the server's code and words. */
async function call<T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> {
  return callApi<T>(path, payload, { signal });
}

export async function findSegments(lookup: TravellerLookup, signal?: AbortSignal): Promise<SegmentChoice[]> {
  const reply = await call<FlightDelayApplyReply>(DELAY_CERTIFICATE_CALLS.flightDelayApply, lookup, signal);
  return reply.kind === 'segments' ? reply.segments : [];
}

export async function applyForCertificate(
  input: { lookup: TravellerLookup; couponId: number; delivery?: unknown },
  signal?: AbortSignal,
): Promise<Certificate> {
  const reply = await call<FlightDelayApplyReply>(
    DELAY_CERTIFICATE_CALLS.flightDelayApply,
    { ...input.lookup, couponId: input.couponId, delivery: input.delivery },
    signal,
  );
  if (reply.kind !== 'certificate') throw { code: 'UNREACHABLE' };
  return reply.certificate;
}

export async function downloadCertificate(access: CertificateAccess): Promise<void> {
  const pdf = await callApi<Blob>(DELAY_CERTIFICATE_CALLS.downloadPDF, access, { responseType: 'blob' });
  saveFile(pdf, `delay-certificate-${access.certificateNo}.pdf`);
}

export async function emailCertificate(
  input: CertificateAccess & { email: string },
  signal?: AbortSignal,
): Promise<string> {
  return (await call<{ sentTo: string }>(DELAY_CERTIFICATE_CALLS.delaySendEmail, input, signal)).sentTo;
}

export function checkDelayCode(verificationCode: string): Promise<CheckDelayCodeReply> {
  return callApi<CheckDelayCodeReply>(DELAY_CERTIFICATE_CALLS.checkDelayCode, { verificationCode });
}
