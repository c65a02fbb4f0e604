import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SLIDER_PICTURE_HEIGHT_PX, SLIDER_PIECE_PX, SLIDER_TOLERANCE_PX, SLIDER_TRACK_PX } from './risk-rules';
import { drawSliderPictures } from './slider-picture';

const raw = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const brightness = (pixels: Buffer, at: number) => (pixels[at]! + pixels[at + 1]! + pixels[at + 2]!) / 3;
/** slider-picture.ts: the piece's outline is white (255 ± noise; no picture pixel is that light), the gap's 235. */
const OUTLINE_BRIGHTNESS = 240;
const GAP_OUTLINE = 235;
/** The gap's inside keeps 45 % of the picture's light. */
const GAP_DARKENING = 0.45;

describe('the slider pictures', () => {
  it('cut the gap where the piece fits: a program that compares the pixels, as one with vision would, finds it', async () => {
    for (const gapLeft of [64, 150, 235]) {
      const { background, piece } = await drawSliderPictures(gapLeft);
      const [back, front] = await Promise.all([raw(background), raw(piece)]);
      expect([back.info.width, back.info.height, front.info.width, front.info.height]).toEqual([
        SLIDER_TRACK_PX,
        SLIDER_PICTURE_HEIGHT_PX,
        SLIDER_PIECE_PX,
        SLIDER_PICTURE_HEIGHT_PX,
      ]);
      // What the gap looks like where the piece has a pixel: its outline drawn light, its inside darkened.
      // Expecting the outline darkened too (as this test once did) made the true gap score ~30 and let a dark
      // patch elsewhere win about one puzzle in twenty, whatever the machine's load.
      const gapPixel = (pieceBrightness: number) =>
        pieceBrightness >= OUTLINE_BRIGHTNESS ? GAP_OUTLINE : GAP_DARKENING * pieceBrightness;
      const mismatchAt = (left: number) => {
        let [sum, count] = [0, 0];
        for (let y = 0; y < SLIDER_PICTURE_HEIGHT_PX; y += 1) {
          for (let x = 0; x < SLIDER_PIECE_PX; x += 1) {
            const at = (y * SLIDER_PIECE_PX + x) * 4;
            if (front.data[at + 3]! < 128) continue;
            sum += Math.abs(
              brightness(back.data, (y * SLIDER_TRACK_PX + left + x) * 4) - gapPixel(brightness(front.data, at)),
            );
            count += 1;
          }
        }
        return sum / count;
      };
      const offsets = Array.from({ length: SLIDER_TRACK_PX - SLIDER_PIECE_PX + 1 }, (_, left) => left);
      const scores = offsets.map(mismatchAt);
      const found = offsets.reduce((best, left) => (scores[left]! < scores[best]! ? left : best));
      expect(Math.abs(found - gapLeft)).toBeLessThanOrEqual(SLIDER_TOLERANCE_PX);
    }
  });

  it('draw a new picture and new noise every time', async () => {
    const [first, second] = await Promise.all([drawSliderPictures(100), drawSliderPictures(100)]);
    expect(first.background.equals(second.background)).toBe(false);
    expect(first.piece.equals(second.piece)).toBe(false);
  });
});
