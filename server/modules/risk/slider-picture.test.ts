import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SLIDER_PICTURE_HEIGHT_PX, SLIDER_PIECE_PX, SLIDER_TRACK_PX } from './risk-rules';
import { drawSliderPictures } from './slider-picture';

const raw = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const brightness = (pixels: Buffer, at: number) => (pixels[at]! + pixels[at + 1]! + pixels[at + 2]!) / 3;

describe('the slider pictures', () => {
  it('cut the gap where the piece fits: under the piece the background is darker than the piece, elsewhere not', async () => {
    const gapLeft = 150;
    const { background, piece } = await drawSliderPictures(gapLeft);
    const [back, front] = await Promise.all([raw(background), raw(piece)]);
    expect([back.info.width, back.info.height, front.info.width, front.info.height]).toEqual([SLIDER_TRACK_PX, SLIDER_PICTURE_HEIGHT_PX, SLIDER_PIECE_PX, SLIDER_PICTURE_HEIGHT_PX]);
    const ratioAt = (left: number) => {
      let [under, over, count] = [0, 0, 0];
      for (let y = 0; y < SLIDER_PICTURE_HEIGHT_PX; y += 1) {
        for (let x = 4; x < SLIDER_PIECE_PX - 8; x += 1) {
          const at = (y * SLIDER_PIECE_PX + x) * 4;
          if (front.data[at + 3]! < 255) continue;
          over += brightness(front.data, at);
          under += brightness(back.data, (y * SLIDER_TRACK_PX + left + x) * 4);
          count += 1;
        }
      }
      expect(count).toBeGreaterThan(500);
      return under / over;
    };
    expect(ratioAt(gapLeft)).toBeLessThan(0.6);
    expect(ratioAt(40)).toBeGreaterThan(0.6);
  });

  it('draw a new picture and new noise every time', async () => {
    const [first, second] = await Promise.all([drawSliderPictures(100), drawSliderPictures(100)]);
    expect(first.background.equals(second.background)).toBe(false);
    expect(first.piece.equals(second.piece)).toBe(false);
  });
});
