import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { SLIDER_PICTURE_HEIGHT_PX, SLIDER_PIECE_PX, SLIDER_TRACK_PX } from './risk-rules';

const WIDTH = SLIDER_TRACK_PX;
const HEIGHT = SLIDER_PICTURE_HEIGHT_PX;
/** A dithered palette keeps the noise and makes the background ~12 KB instead of ~100 KB, at low effort for speed. */
const PALETTE_PNG = { palette: true, colours: 96, dither: 1, effort: 1, compressionLevel: 9 } as const;
/** A jigsaw piece inside its SLIDER_PIECE_PX box: a square with a knob on top and one on the right. */
const PIECE_PATH = 'M2 8h12a5 5 0 1 1 10 0h12v12a5 5 0 1 1 0 10v12H2z';

export interface SliderPictures {
  /** The picture with the gap cut out: darkened, outlined, noisy. */
  background: Buffer;
  /** A strip as tall as the picture and as wide as the piece: transparent but for the piece, at the gap's height. */
  piece: Buffer;
}

/**
 * Draws one puzzle: a random picture (so no two backgrounds can be compared), the gap at gapLeft and a random
 * height, and the piece cut from the same place. The position lives only in these pixels: the PNGs carry no
 * text chunks, and each pixel gets its own noise so the piece's edge cannot be matched exactly.
 */
export async function drawSliderPictures(gapLeft: number): Promise<SliderPictures> {
  const gapTop = randomInt(4, HEIGHT - SLIDER_PIECE_PX - 4);
  const [picture, fill, outline] = await Promise.all([
    rasterise(randomPictureSvg()),
    rasterise(pieceSvg(gapLeft, gapTop, 'fill="#fff"')),
    rasterise(pieceSvg(gapLeft, gapTop, 'fill="none" stroke="#fff" stroke-width="2"')),
  ]);
  const background = Buffer.alloc(WIDTH * HEIGHT * 3);
  const piece = Buffer.alloc(SLIDER_PIECE_PX * HEIGHT * 4);
  const noise = randomBytes(WIDTH * HEIGHT * 3 + SLIDER_PIECE_PX * HEIGHT * 3);
  let noiseAt = 0;
  const jitter = () => (noise[noiseAt++]! % 25) - 12;
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 4;
      const inside = fill[at + 3]! / 255;
      const edge = outline[at + 3]! / 255;
      for (let channel = 0; channel < 3; channel += 1) {
        const colour = picture[at + channel]!;
        const gap = colour * (1 - 0.55 * inside) * (1 - edge) + 235 * edge;
        background[(y * WIDTH + x) * 3 + channel] = clampByte(gap + jitter());
      }
      const pieceX = x - gapLeft;
      if (pieceX < 0 || pieceX >= SLIDER_PIECE_PX) continue;
      const to = (y * SLIDER_PIECE_PX + pieceX) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        piece[to + channel] = clampByte(picture[at + channel]! * (1 - edge) + 255 * edge + jitter());
      }
      piece[to + 3] = Math.max(fill[at + 3]!, outline[at + 3]!);
    }
  }
  const [backgroundPng, piecePng] = await Promise.all([
    sharp(background, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .png(PALETTE_PNG)
      .toBuffer(),
    sharp(piece, { raw: { width: SLIDER_PIECE_PX, height: HEIGHT, channels: 4 } })
      .png(PALETTE_PNG)
      .toBuffer(),
  ]);
  return { background: backgroundPng, piece: piecePng };
}

/** A soft gradient under a dozen random shapes: every puzzle's picture is new. */
function randomPictureSvg(): string {
  const hue = randomInt(0, 360);
  const colour = () => `hsl(${(hue + randomInt(-90, 90) + 360) % 360},${randomInt(35, 80)}%,${randomInt(30, 75)}%)`;
  const shapes = Array.from({ length: 14 }, () => {
    const opacity = (randomInt(25, 80) / 100).toFixed(2);
    const [x, y] = [randomInt(-20, WIDTH), randomInt(-20, HEIGHT)];
    switch (randomInt(0, 3)) {
      case 0:
        return `<circle cx="${x}" cy="${y}" r="${randomInt(8, 50)}" fill="${colour()}" opacity="${opacity}"/>`;
      case 1:
        return `<rect x="${x}" y="${y}" width="${randomInt(15, 90)}" height="${randomInt(10, 60)}" fill="${colour()}" opacity="${opacity}" transform="rotate(${randomInt(0, 90)} ${x} ${y})"/>`;
      default:
        return `<polygon points="${x},${y} ${x + randomInt(-60, 60)},${y + randomInt(10, 70)} ${x + randomInt(-60, 60)},${y + randomInt(-40, 40)}" fill="${colour()}" opacity="${opacity}"/>`;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${randomInt(0, 2)}"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

function pieceSvg(left: number, top: number, paint: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><path transform="translate(${left} ${top})" d="${PIECE_PATH}" ${paint}/></svg>`;
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}
