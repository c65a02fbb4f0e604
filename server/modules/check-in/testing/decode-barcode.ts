import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/** Reads a bar code back from a PNG with zxing, a decoder independent of the one that drew it. */
export function decodeBarcodePng(png: Buffer, format: 'PDF_417' | 'QR_CODE'): string {
  const image = PNG.sync.read(png);
  const luminances = new Uint8ClampedArray(image.width * image.height);
  for (let pixel = 0; pixel < luminances.length; pixel++) {
    const [red, green, blue, alpha] = [0, 1, 2, 3].map((channel) => image.data[pixel * 4 + channel]!);
    // Transparent pixels are the white paper behind the symbol.
    luminances[pixel] = alpha === 0 ? 255 : Math.round((red! + 2 * green! + blue!) / 4);
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat[format]]],
    [DecodeHintType.TRY_HARDER, true],
    // The PNG holds nothing but the symbol; without this hint zxing's QR detector missed about 1 clean symbol in 15.
    [DecodeHintType.PURE_BARCODE, true],
  ]);
  return reader
    .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, image.width, image.height))), hints)
    .getText();
}
