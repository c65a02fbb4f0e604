import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SLIDER_PIECE_PX, SLIDER_TRACK_PX } from './risk-rules';
import { layOutSlider, pathsSvg, shapePath, type SliderHole } from './slider-shapes';

const layouts = () =>
  Promise.all(
    Array.from({ length: 20 }, async () => {
      const gapLeft = randomInt(SLIDER_PIECE_PX + 20, SLIDER_TRACK_PX - SLIDER_PIECE_PX);
      return { gapLeft, layout: await layOutSlider(gapLeft, randomInt(4, 92)) };
    }),
  );

/** Which pixels of the picture a shape covers (alpha at least half). */
async function coverage(shape: Pick<SliderHole, 'shape' | 'turnDegrees' | 'scale'>, x: number, y: number) {
  const alpha = await sharp(Buffer.from(pathsSvg([shapePath(shape, { x, y }, 'fill="#fff"')])))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer();
  return [...alpha].map((value) => value >= 128);
}

describe('the slider layout', () => {
  it('cuts the true hole where the piece sits once moved by the gap offset: the piece’s shape and turn, half again as large', async () => {
    for (const { gapLeft, layout } of await layouts()) {
      const [trueHole] = layout.holes;
      expect(trueHole).toMatchObject({
        shape: layout.piece.shape,
        turnDegrees: layout.piece.turnDegrees,
        centreX: gapLeft + SLIDER_PIECE_PX / 2,
      });
      expect(trueHole!.scale / layout.piece.scale).toBeGreaterThanOrEqual(1.5);
    }
  });

  it('adds two or three decoys of other shapes on the same row, clear of each other and of the piece at rest', async () => {
    for (const { layout } of await layouts()) {
      const decoys = layout.holes.slice(1);
      expect(decoys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(layout.holes.map((hole) => hole.shape)).size).toBe(layout.holes.length);
      const spans = await Promise.all(
        layout.holes.map(async (hole) => {
          const covered = await coverage(hole, hole.centreX, layout.centreY);
          const columns = covered.flatMap((inside, at) => (inside ? [at % SLIDER_TRACK_PX] : []));
          return [Math.min(...columns), Math.max(...columns)] as const;
        }),
      );
      for (const [left] of spans) expect(left).toBeGreaterThan(SLIDER_PIECE_PX);
      const sorted = [...spans].sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]![0]).toBeGreaterThan(sorted[i - 1]![1]);
    }
  });

  it('makes every decoy large enough to hold the piece whole, so a matcher sees the piece’s picture there', async () => {
    for (const { layout } of (await layouts()).slice(0, 8)) {
      for (const decoy of layout.holes.slice(1)) {
        const [piece, hole] = await Promise.all([
          coverage(layout.piece, decoy.centreX, layout.centreY),
          coverage(decoy, decoy.centreX, layout.centreY),
        ]);
        const pieceArea = piece.filter(Boolean).length;
        const outside = piece.filter((inside, at) => inside && !hole[at]).length;
        expect(outside).toBeLessThanOrEqual(pieceArea / 40);
      }
    }
  });
});
