import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SLIDER_PICTURE_HEIGHT_PX, SLIDER_PIECE_PX, SLIDER_TRACK_PX } from './risk-rules';
import { drawSliderPictures } from './slider-picture';

const raw = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * Where the gap is, and that a template matcher misses it, is proven on the served puzzles by
 * slider-solver-resistance.test.ts; the layout of the holes by slider-shapes.test.ts.
 */
describe('the slider pictures', () => {
  it('are a background as large as the track and a strip as wide as the piece, opaque only around the piece', async () => {
    const { background, piece } = await drawSliderPictures(150);
    const [back, front] = await Promise.all([raw(background), raw(piece)]);
    expect([back.info.width, back.info.height, front.info.width, front.info.height]).toEqual([
      SLIDER_TRACK_PX,
      SLIDER_PICTURE_HEIGHT_PX,
      SLIDER_PIECE_PX,
      SLIDER_PICTURE_HEIGHT_PX,
    ]);
    const opaqueRows = new Set<number>();
    for (let at = 3; at < front.data.length; at += 4)
      if (front.data[at]! >= 128) opaqueRows.add(Math.floor(at / 4 / SLIDER_PIECE_PX));
    expect(opaqueRows.size).toBeGreaterThan(15);
    expect(opaqueRows.size).toBeLessThanOrEqual(SLIDER_PIECE_PX);
  });

  it('draw a new picture and new noise every time', async () => {
    const [first, second] = await Promise.all([drawSliderPictures(100), drawSliderPictures(100)]);
    expect(first.background.equals(second.background)).toBe(false);
    expect(first.piece.equals(second.piece)).toBe(false);
  });
});
