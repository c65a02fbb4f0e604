import { toBuffer } from 'bwip-js/node';
import type { Certificate } from '../../../contract/calls/delay-certificate';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales';
import { translate } from '../../i18n';
import { openPdfFrame, PDF_INK as INK, PDF_MUTED as MUTED } from '../../providers/pdf/pdf-frame';
import { localDateTime } from '../../../contract/airport-time';

/** The page anyone can open to check this certificate, in the reader's language. */
export function verificationUrl(siteUrl: string, locale: Locale, code: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${siteUrl.replace(/\/$/, '')}${prefix}/serve/delayProve/verification?code=${code}`;
}

export interface CertificateTimeZones {
  origin: string;
  destination: string;
}

/** A4 certificate: the airline's header, what the operation recorded, and a QR code to the verification page. */
export async function certificatePdf(
  certificate: Certificate,
  zones: CertificateTimeZones,
  locale: Locale,
  siteUrl: string,
): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(locale, `delayProve.pdf.${key}`, params);
  const url = verificationUrl(siteUrl, locale, certificate.verificationCode);
  const qr = await toBuffer({ bcid: 'qrcode', text: url, scale: 3, paddingwidth: 2, paddingheight: 2 });
  const { doc, left, width, finish } = openPdfFrame({
    title: `${t('title')} ${certificate.certificateNo}`,
    heading: t('title'),
    brand: translate(locale, 'shell.brand'),
    band: { height: 50, brandY: 55, titleY: 57, titleSize: 16 },
  });

  const at = (iso: string | null, zone: string) => {
    if (!iso) return '—';
    const local = localDateTime(new Date(iso), zone);
    return `${local.date} ${local.time}`;
  };
  const rows: [string, string][] = [
    [t('certificateNo'), certificate.certificateNo],
    [t('passenger'), certificate.passengerName],
    [t('document'), certificate.documentNoMasked],
    [t('ticketNo'), certificate.ticketNo],
    [t('flight'), `${certificate.flightNo}  ${certificate.flightDate}`],
    [
      t('route'),
      `${certificate.origin.cityName} (${certificate.origin.code}) – ${certificate.destination.cityName} (${certificate.destination.code})`,
    ],
    [t('scheduledDeparture'), at(certificate.scheduledDeparture, zones.origin)],
    [t('actualDeparture'), at(certificate.actualDeparture, zones.origin)],
    [t('scheduledArrival'), at(certificate.scheduledArrival, zones.destination)],
    [t('actualArrival'), at(certificate.actualArrival, zones.destination)],
    [t('outcome'), t(`outcomes.${certificate.outcome}`, { minutes: certificate.delayMinutes })],
    [t('reason'), certificate.reason.text],
    [t('issuedAt'), at(certificate.issuedAt, zones.origin).slice(0, 10)],
    [t('verificationCode'), certificate.verificationCode],
  ];
  let y = 110;
  for (const [label, value] of rows) {
    doc
      .fillColor(MUTED)
      .fontSize(10)
      .text(label, left + 16, y + 3, { width: 140 });
    doc
      .fillColor(INK)
      .fontSize(13)
      .text(value, left + 160, y, { width: width - 300 });
    y += 28;
  }
  doc.image(qr, left + width - 130, 110, { fit: [110, 110] });
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(t('scan'), left + width - 140, 225, { width: 130, align: 'center' });
  doc
    .fillColor(INK)
    .fontSize(10)
    .text(t('statement', { url }), left + 16, y + 14, { width: width - 32 });
  return finish(y + 80 - 40);
}
