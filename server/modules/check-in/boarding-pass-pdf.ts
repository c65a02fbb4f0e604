import { toBuffer } from 'bwip-js/node';
import type { BoardingPass } from '../../../contract/calls/check-in';
import type { Locale } from '../../../contract/locales';
import { pickLocale } from '../../../contract/localized-text';
import { translate } from '../../i18n';
import { openPdfFrame, PDF_INK as INK, PDF_MUTED as MUTED } from '../../providers/pdf/pdf-frame';

/** The PDF417 symbol printed on the pass: what airport readers scan. */
export function pdf417Png(bcbp: string): Promise<Buffer> {
  // 'columns' is BWIPP's own PDF417 option (a wide, flat symbol as on printed passes); the typings lack it.
  return toBuffer({
    bcid: 'pdf417',
    text: bcbp,
    scale: 2,
    height: 12,
    paddingwidth: 4,
    paddingheight: 4,
    columns: 6,
  } as Parameters<typeof toBuffer>[0]);
}

/** A4 boarding pass: the pass card in the request's language with the PDF417 bar code, Chinese names drawn in Noto Sans SC. */
export async function boardingPassPdf(pass: BoardingPass, locale: Locale): Promise<Buffer> {
  const t = (key: string) => translate(locale, `checkinServer.pass.${key}`);
  const barcode = await pdf417Png(pass.bcbp);
  const { doc, left, width, finish } = openPdfFrame({
    title: `${t('title')} ${pass.flightNo} ${pass.date}`,
    heading: t('title'),
    brand: translate(locale, 'shell.brand'),
    band: { height: 44, brandY: 52, titleY: 55, titleSize: 14 },
  });

  const columns = [left + 16, left + 16 + width / 3, left + 16 + (2 * width) / 3];
  const item = (label: string, value: string, x: number, y: number, size = 16, columnsWide = 1) => {
    const room = (columnsWide * width) / 3 - 20;
    // Long city names shrink to one line instead of running into the row below.
    let fitted = size;
    while (fitted > 9 && doc.fontSize(fitted).widthOfString(value) > room) fitted -= 1;
    doc.fillColor(MUTED).fontSize(9).text(label, x, y);
    doc
      .fillColor(INK)
      .fontSize(fitted)
      .text(value, x, y + 12, { width: room, lineBreak: false });
  };
  const passengerName = pass.passengerType === 'INF' ? `${pass.name} (${t('infant')})` : pass.name;
  item(t('name'), `${passengerName}  ${pass.latinName}`, columns[0]!, 100, 18, 3);
  const place = (end: BoardingPass['from']) => `${pickLocale(end.cityName, locale)} ${end.airport}`;
  item(t('from'), place(pass.from), columns[0]!, 145, 20);
  item(t('to'), place(pass.to), columns[1]!, 145, 20);
  item(t('flight'), pass.flightNo, columns[2]!, 145, 20);
  item(t('date'), pass.date, columns[0]!, 190);
  item(t('departureTime'), pass.departureTime, columns[1]!, 190);
  item(t('cabin'), `${t(`cabins.${pass.cabin}`)} (${pass.bookingClass})`, columns[2]!, 190);
  item(t('gate'), pass.gate, columns[0]!, 235, 22);
  item(t('boardingTime'), pass.boardingTime, columns[1]!, 235, 22);
  item(t('seat'), pass.seat, columns[2]!, 235, 22);
  item(t('sequence'), String(pass.sequence).padStart(3, '0'), columns[0]!, 280);
  item(t('ticketNo'), pass.ticketNo, columns[1]!, 280);
  item(t('pnr'), pass.pnr, columns[2]!, 280);

  doc.image(barcode, left + 16, 330, { fit: [width - 32, 110], align: 'center' });
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(t('gateCloses'), left + 16, 455, { width: width - 32 });
  return finish(440);
}
