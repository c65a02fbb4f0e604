import sharp from 'sharp';

/** A decoded picture: RGBA pixels, row by row. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

export async function decodePng(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A matcher reads the background and the piece's strip (as tall as the background, the piece at its height)
 * and answers the offset it thinks the piece belongs at: what a script that solves sliders does.
 */
export type TemplateMatcher = (background: Pixels, piece: Pixels) => number;

const grey = (pixels: Pixels, at: number) => (pixels.data[at]! + pixels.data[at + 1]! + pixels.data[at + 2]!) / 3;

/** The piece's own pixels (alpha at least half), as [x, y] in its strip. */
function opaquePixels(piece: Pixels): [number, number][] {
  const points: [number, number][] = [];
  for (let y = 0; y < piece.height; y += 1)
    for (let x = 0; x < piece.width; x += 1) if (piece.data[(y * piece.width + x) * 4 + 3]! >= 128) points.push([x, y]);
  return points;
}

function bestOffset(background: Pixels, piece: Pixels, score: (left: number) => number): number {
  let best = 0;
  let bestScore = Infinity;
  for (let left = 0; left <= background.width - piece.width; left += 1) {
    const value = score(left);
    if (value < bestScore) [best, bestScore] = [left, value];
  }
  return best;
}

/** The least mean absolute difference of brightness between the piece and the background under it. */
export const sumOfAbsoluteDifferences: TemplateMatcher = (background, piece) => {
  const points = opaquePixels(piece);
  return bestOffset(background, piece, (left) => {
    let sum = 0;
    for (const [x, y] of points)
      sum += Math.abs(grey(background, (y * background.width + left + x) * 4) - grey(piece, (y * piece.width + x) * 4));
    return sum / points.length;
  });
};

/**
 * The same, knowing how a gap is drawn: its inside darker than the piece (by the best of a few factors).
 * This is the matcher slider-picture.test.ts once used to prove a program with vision finds the gap.
 */
export const darkenedDifferences: TemplateMatcher = (background, piece) => {
  const points = opaquePixels(piece);
  return bestOffset(background, piece, (left) =>
    Math.min(
      ...[0.35, 0.45, 0.55, 0.65].map((factor) => {
        let sum = 0;
        for (const [x, y] of points)
          sum += Math.abs(
            grey(background, (y * background.width + left + x) * 4) - factor * grey(piece, (y * piece.width + x) * 4),
          );
        return sum / points.length;
      }),
    ),
  );
};

/** Gradient magnitude (Sobel) of the brightness; the piece is seen on black, so its outline is an edge too. */
function edges(pixels: Pixels): Float32Array {
  const { width, height } = pixels;
  const level = new Float32Array(width * height);
  for (let at = 0; at < width * height; at += 1) level[at] = (grey(pixels, at * 4) * pixels.data[at * 4 + 3]!) / 255;
  const out = new Float32Array(width * height);
  const value = (x: number, y: number) =>
    level[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const gx =
        value(x + 1, y - 1) +
        2 * value(x + 1, y) +
        value(x + 1, y + 1) -
        value(x - 1, y - 1) -
        2 * value(x - 1, y) -
        value(x - 1, y + 1);
      const gy =
        value(x - 1, y + 1) +
        2 * value(x, y + 1) +
        value(x + 1, y + 1) -
        value(x - 1, y - 1) -
        2 * value(x, y - 1) -
        value(x + 1, y - 1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  return out;
}

/**
 * The classic slider solver: edge maps of both pictures, then the offset where they correlate best
 * (normalised cross-correlation, over the rows the piece occupies).
 */
export const edgeCorrelation: TemplateMatcher = (background, piece) => {
  const [backEdges, pieceEdges] = [edges(background), edges(piece)];
  const rows: number[] = [];
  for (let y = 0; y < piece.height; y += 1)
    for (let x = 0; x < piece.width; x += 1)
      if (piece.data[(y * piece.width + x) * 4 + 3]! > 0) {
        rows.push(y);
        break;
      }
  const [top, bottom] = [Math.max(0, rows[0]! - 2), Math.min(piece.height - 1, rows[rows.length - 1]! + 2)];
  return bestOffset(background, piece, (left) => {
    let [product, backEnergy, pieceEnergy] = [0, 0, 0];
    for (let y = top; y <= bottom; y += 1)
      for (let x = 0; x < piece.width; x += 1) {
        const [b, p] = [backEdges[y * background.width + left + x]!, pieceEdges[y * piece.width + x]!];
        product += b * p;
        backEnergy += b * b;
        pieceEnergy += p * p;
      }
    return -product / Math.sqrt(backEnergy * pieceEnergy || 1);
  });
};

export const NAIVE_MATCHERS = { sumOfAbsoluteDifferences, darkenedDifferences, edgeCorrelation } as const;
