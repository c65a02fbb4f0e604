import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const FONT = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
);
// The font file is 10 MB: read once, not for every document (pdfkit embeds only the glyphs used).
let fontData: Buffer | undefined;

export const PDF_INK = '#1a1a1a';
export const PDF_MUTED = '#666666';
const BRAND_RED = '#c8102e';
const BORDER = '#cccccc';
const MARGIN = 40;

/** Where a document's header band sits and how large its title is drawn. */
export interface PdfBand {
  height: number;
  brandY: number;
  titleY: number;
  titleSize: number;
}

export interface PdfFrame {
  doc: PDFKit.PDFDocument;
  /** The frame's left edge and inner width: a document lays its content out inside them. */
  left: number;
  width: number;
  /** Draws the frame's border down to `height` below its top, ends the document and gives its bytes. */
  finish(height: number): Promise<Buffer>;
}

/**
 * An A4 page in the airline's frame, as every PDF the site issues (boarding pass, delay certificate) looks:
 * Noto Sans SC, so Chinese text prints; a red band with the airline's name and the document's title.
 */
export function openPdfFrame(options: { title: string; heading: string; brand: string; band: PdfBand }): PdfFrame {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: options.title, Author: options.brand } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  fontData ??= readFileSync(FONT);
  doc.registerFont('cjk', fontData).font('cjk');

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(left, MARGIN, width, options.band.height).fill(BRAND_RED);
  doc
    .fillColor('#ffffff')
    .fontSize(18)
    .text(options.brand, left + 16, options.band.brandY);
  doc.fontSize(options.band.titleSize).text(options.heading, left, options.band.titleY, {
    width: width - 16,
    align: 'right',
  });
  return {
    doc,
    left,
    width,
    finish(height) {
      doc.rect(left, MARGIN, width, height).lineWidth(1).strokeColor(BORDER).stroke();
      doc.end();
      return done;
    },
  };
}
