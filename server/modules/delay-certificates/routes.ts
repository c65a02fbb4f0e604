import {
  checkDelayCodeCall,
  delaySendEmailCall,
  downloadDelayPdfCall,
  flightDelayApplyCall,
} from '../../../contract/calls/delay-certificate';
import { defineCall, type CallContext } from '../../calls/call';
import { translate } from '../../i18n';
import { signedMemberOf } from '../accounts/sessions';
import { referenceData } from '../../shared/reference-data';
import { sendWithinDailyCaps } from '../mail-quotas/mail-quotas';
import { certificatePdf } from './certificate-pdf';
import { applyForCertificate, certificateByAccess, checkCode, toCertificate } from './certificate-service';
import { maskEmail } from './mask-email';
import { sendPdfDownload } from '../../providers/pdf/pdf-download';

function siteUrl(context: CallContext): string {
  return context.config.PUBLIC_URL ?? `${context.request.protocol}://${context.request.headers.host ?? 'localhost'}`;
}

type Certificate = Awaited<ReturnType<typeof toCertificate>>;

/** The certificate its number and code open; the wrong pair opens none. */
async function certificateOf(context: CallContext, access: { certificateNo: string; verificationCode: string }) {
  return toCertificate(context, await certificateByAccess(context, access));
}

/** Drawing the PDF costs far more than any check, so it is drawn only for a reply or a mail that will go. */
async function pdfOf(context: CallContext, certificate: Certificate): Promise<Buffer> {
  const reference = await referenceData(context.db);
  const zones = {
    origin: reference.airport(certificate.origin.code).timezone,
    destination: reference.airport(certificate.destination.code).timezone,
  };
  return certificatePdf(certificate, zones, context.locale, siteUrl(context));
}

/** Delay certificates: open to everyone (spec 6); the ticket's name, then the certificate's code, are the keys. */
export const delayCertificateCalls = [
  defineCall(flightDelayApplyCall, {
    handle: (input, context) => applyForCertificate(context, input),
  }),
  defineCall(downloadDelayPdfCall, {
    handle: async (input, context) => {
      const certificate = await certificateOf(context, input);
      return { pdf: await pdfOf(context, certificate), fileName: `delay-certificate-${certificate.certificateNo}.pdf` };
    },
    respond: sendPdfDownload,
  }),
  defineCall(delaySendEmailCall, {
    handle: async (input, context) => {
      const certificate = await certificateOf(context, input);
      const t = (key: string) =>
        translate(context.locale, `delayProve.mail.${key}`, {
          flightNo: certificate.flightNo,
          flightDate: certificate.flightDate,
          code: certificate.verificationCode,
        });
      // Anyone holding a certificate's number and code may mail it, so each day's sends are capped.
      const memberId = context.headers.jwtToken ? await signedMemberOf(context, context.headers.jwtToken) : undefined;
      const request = {
        purpose: 'delayCertificate',
        to: input.email,
        certificateNo: certificate.certificateNo,
        memberId,
      } as const;
      await sendWithinDailyCaps(context, request, async () =>
        context.providers.mail.send({
          to: input.email,
          subject: t('subject'),
          text: t('body'),
          attachments: [
            {
              filename: `delay-certificate-${certificate.certificateNo}.pdf`,
              content: await pdfOf(context, certificate),
              contentType: 'application/pdf',
            },
          ],
        }),
      );
      return { sentTo: maskEmail(input.email) };
    },
  }),
  defineCall(checkDelayCodeCall, {
    handle: (input, context) => checkCode(context, input.verificationCode),
  }),
];
