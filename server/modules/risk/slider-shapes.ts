import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { SLIDER_PICTURE_HEIGHT_PX, SLIDER_PIECE_PX, SLIDER_TRACK_PX } from './risk-rules';

/**
 * Silhouettes a person tells apart at a glance, each centred on 0,0 and within 20 px of it (the piece draws
 * them at PIECE_SCALE, so turned by up to MAX_TURN_DEGREES it still fits its SLIDER_PIECE_PX box).
 */
export const SLIDER_SHAPES = {
  jigsaw: 'M-14 -14h9a5 5 0 1 1 10 0h9v9a5 5 0 1 1 0 10v9h-28z',
  star: 'M0 -19L5.3 -7.3L18.1 -5.9L8.6 2.8L11.2 15.4L0 9L-11.2 15.4L-8.6 2.8L-18.1 -5.9L-5.3 -7.3z',
  heart: 'M0 16C-24 1 -15 -20 0 -8C15 -20 24 1 0 16z',
  triangle: 'M0 -17L16 13H-16z',
  cross: 'M-6 -18h12v12h12v12h-12v12h-12v-12h-12v-12h12z',
  circle: 'M-16 0a16 16 0 1 0 32 0a16 16 0 1 0 -32 0z',
  drop: 'M0 -19C9 -7 15 0 15 5A15 15 0 0 1 -15 5C-15 0 -9 -7 0 -19z',
} as const;
export type SliderShape = keyof typeof SLIDER_SHAPES;

const PIECE_SCALE = 0.85;
const MAX_TURN_DEGREES = 25;
/**
 * The true hole is the piece's shape this much larger (in hundredths): a socket the piece sits inside with a
 * margin all round, so the hole's outline lies a few pixels off the piece's and no stencil of the piece fits it.
 */
const TRUE_HOLE_SCALE = { min: 160, max: 172 } as const;
/** A decoy grows until it holds the piece whole (a matcher sees the piece's picture in it), up to this much. */
const DECOY_SCALES = [130, 140, 150, 160, 170, 180, 190] as const;
const MAX_DECOYS = 3;
const MIN_DECOYS = 2;
/** A square canvas a shape's mask is measured on, larger than any hole. */
const MASK_PX = 80;

export interface SliderHole {
  shape: SliderShape;
  centreX: number;
  turnDegrees: number;
  /** Of the shape's path, as drawn on the picture. */
  scale: number;
}

export interface SliderLayout {
  piece: { shape: SliderShape; turnDegrees: number; scale: number };
  centreY: number;
  /** The true hole first, then the decoys: other shapes on the same row, so the row tells a script nothing. */
  holes: SliderHole[];
}

/**
 * Where the holes go: the true one where a piece moved by gapLeft sits, decoys of the other shapes wherever
 * else the row has room (placed again, a few times at most, while fewer than MIN_DECOYS fit).
 */
export async function layOutSlider(gapLeft: number, gapTop: number): Promise<SliderLayout> {
  const shapes = shuffled(Object.keys(SLIDER_SHAPES) as SliderShape[]);
  const turn = () => randomInt(-MAX_TURN_DEGREES, MAX_TURN_DEGREES + 1);
  const piece = { shape: shapes[0]!, turnDegrees: turn(), scale: PIECE_SCALE };
  const pieceMask = await shapeMask(piece);
  const ratio = randomInt(TRUE_HOLE_SCALE.min, TRUE_HOLE_SCALE.max + 1) / 100;
  const trueHole = {
    ...piece,
    centreX: gapLeft + SLIDER_PIECE_PX / 2,
    scale: PIECE_SCALE * ratio,
    halfWidth: Math.ceil((halfWidth(pieceMask) - 2) * ratio) + 2,
  };
  const decoys = (await Promise.all(shapes.slice(1).map((shape) => decoyCovering(pieceMask, shape, turn())))).filter(
    (decoy) => decoy !== undefined,
  );
  let placed = placeDecoys(trueHole, decoys);
  for (let tries = 1; tries < 12 && placed.length <= MIN_DECOYS; tries += 1) {
    const next = placeDecoys(trueHole, shuffled(decoys));
    if (next.length > placed.length) placed = next;
  }
  return { piece, centreY: gapTop + SLIDER_PIECE_PX / 2, holes: placed.map(({ halfWidth: _, ...hole }) => hole) };
}

type Sized<T> = T & { halfWidth: number };

/**
 * The true hole, then up to MAX_DECOYS decoys right of the piece at rest, clear of each other: each at a random
 * one of the centres still clear for it (a blind guess would miss the last narrow gap now and then).
 */
function placeDecoys(
  trueHole: Sized<SliderHole>,
  decoys: readonly Sized<Omit<SliderHole, 'centreX'>>[],
): Sized<SliderHole>[] {
  const placed = [trueHole];
  for (const decoy of decoys) {
    if (placed.length > MAX_DECOYS) break;
    const from = SLIDER_PIECE_PX + decoy.halfWidth + 2;
    const clear = Array.from(
      { length: Math.max(0, SLIDER_TRACK_PX - decoy.halfWidth - from + 1) },
      (_, at) => from + at,
    ).filter((centreX) =>
      placed.every((other) => Math.abs(other.centreX - centreX) >= other.halfWidth + decoy.halfWidth + 2),
    );
    if (clear.length > 0) placed.push({ ...decoy, centreX: clear[randomInt(0, clear.length)]! });
  }
  return placed;
}

/**
 * The smallest of DECOY_SCALES at which `shape` holds the piece whole, with its half width; none if none does.
 * The shape is drawn once at the piece's scale and each larger size read from it by shrinking the piece instead.
 */
async function decoyCovering(pieceMask: Buffer, shape: SliderShape, turnDegrees: number) {
  const base = await shapeMask({ shape, turnDegrees, scale: PIECE_SCALE });
  const centre = MASK_PX / 2;
  for (const [step, fits] of DECOY_SCALES.entries()) {
    const shrink = 100 / fits;
    let [inside, outside] = [0, 0];
    for (let at = 0; at < pieceMask.length; at += 1) {
      if (pieceMask[at]! < 128) continue;
      const x = Math.round(centre + ((at % MASK_PX) + 0.5 - centre) * shrink - 0.5);
      const y = Math.round(centre + (Math.floor(at / MASK_PX) + 0.5 - centre) * shrink - 0.5);
      if (base[y * MASK_PX + x]! >= 128) inside += 1;
      else outside += 1;
    }
    if (outside <= inside / 50) {
      // One step larger than the sampled fit: drawn at its own place, a shape's edge pixels round differently.
      const percent = DECOY_SCALES[step + 1] ?? fits;
      const scale = (PIECE_SCALE * percent) / 100;
      return { shape, turnDegrees, scale, halfWidth: Math.ceil(((halfWidth(base) - 2) * percent) / 100) + 2 };
    }
  }
  return undefined;
}

/** A shape's coverage (alpha 0-255) on a MASK_PX square, centred. */
async function shapeMask(shape: Pick<SliderHole, 'shape' | 'turnDegrees' | 'scale'>): Promise<Buffer> {
  const svg = pathsSvg([shapePath(shape, { x: MASK_PX / 2, y: MASK_PX / 2 }, 'fill="#fff"')], {
    width: MASK_PX,
    height: MASK_PX,
  });
  return sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
}

/** How far the mask reaches left or right of its centre, plus the outline's width. */
function halfWidth(mask: Buffer): number {
  let reach = 0;
  for (let at = 0; at < mask.length; at += 1)
    if (mask[at]! > 0) reach = Math.max(reach, Math.abs((at % MASK_PX) + 0.5 - MASK_PX / 2));
  return Math.ceil(reach) + 2;
}

/** One shape as an SVG path at `centre`, turned and scaled, painted as `paint` says. */
export function shapePath(
  shape: Pick<SliderHole, 'shape' | 'turnDegrees' | 'scale'>,
  centre: { x: number; y: number },
  paint: string,
): string {
  const transform = `translate(${centre.x} ${centre.y}) rotate(${shape.turnDegrees}) scale(${shape.scale})`;
  return `<path transform="${transform}" d="${SLIDER_SHAPES[shape.shape]}" ${paint}/>`;
}

/** An SVG of the picture's size (unless told) holding these paths. */
export function pathsSvg(
  paths: readonly string[],
  size = { width: SLIDER_TRACK_PX, height: SLIDER_PICTURE_HEIGHT_PX },
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${paths.join('')}</svg>`;
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
