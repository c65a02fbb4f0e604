import {
  checkDelayCodeCall,
  delaySendEmailCall,
  downloadDelayPdfCall,
  flightDelayApplyCall,
  type Certificate,
  type CertificateDelivery,
  type CheckDelayCodeReply,
  type SegmentChoice,
} from '../../../contract/calls/delay-certificate';
import type { CertificateAccess, TravellerLookup } from '../../../machines/delay-certificate.machine';
import { download, request } from '../../api/request';
import { saveFile } from '../../ui/save-file';

export async function findSegments(lookup: TravellerLookup, signal?: AbortSignal): Promise<SegmentChoice[]> {
  const reply = await request(flightDelayApplyCall, lookup, { signal });
  return reply.kind === 'segments' ? reply.segments : [];
}

export async function applyForCertificate(
  input: { lookup: TravellerLookup; couponId: number; delivery?: CertificateDelivery },
  signal?: AbortSignal,
): Promise<Certificate> {
  const reply = await request(
    flightDelayApplyCall,
    { ...input.lookup, couponId: input.couponId, delivery: input.delivery },
    { signal },
  );
  if (reply.kind !== 'certificate') throw { code: 'UNREACHABLE' };
  return reply.certificate;
}

export async function downloadCertificate(access: CertificateAccess): Promise<void> {
  const pdf = await download(downloadDelayPdfCall, access);
  saveFile(pdf, `delay-certificate-${access.certificateNo}.pdf`);
}

export async function emailCertificate(
  input: CertificateAccess & { email: string },
  signal?: AbortSignal,
): Promise<string> {
  return (await request(delaySendEmailCall, input, { signal })).sentTo;
}

export function checkDelayCode(verificationCode: string): Promise<CheckDelayCodeReply> {
  return request(checkDelayCodeCall, { verificationCode });
}
