import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { SLIDER_PICTURE_HEIGHT_PX, SLIDER_PIECE_PX, SLIDER_TRACK_PX } from './risk-rules';
import { layOutSlider, pathsSvg, shapePath, type SliderHole } from './slider-shapes';

const WIDTH = SLIDER_TRACK_PX;
const HEIGHT = SLIDER_PICTURE_HEIGHT_PX;
/** A dithered palette keeps the noise and makes the background ~12 KB instead of ~100 KB, at low effort for speed. */
/** Hole n's fill is drawn in red n times this, so one drawing tells the holes apart. */
const HOLE_RED_STEP = 50;
const PALETTE_PNG = { palette: true, colours: 96, dither: 1, effort: 1, compressionLevel: 9 } as const;

export interface SliderPictures {
  /** The picture with holes on the piece's row: the true one of the piece's shape, decoys of others. */
  background: Buffer;
  /** A strip as tall as the picture and as wide as the piece: transparent but for the piece, at the gap's height. */
  piece: Buffer;
}

/** A hole as drawn: how much it darkens, and where its inside's picture comes from. */
interface DrawnHole {
  darkening: number;
  /** The picture pixel shown at (x, y) inside the hole. */
  source: (x: number, y: number) => number;
}

/**
 * Draws one puzzle. A person finds the hole whose outline has the piece's shape; a script that matches pixels
 * is led astray: every hole is a little larger than the piece (so no outline coincides with the piece's), the
 * decoys show the piece's own picture darkened (what a matcher looks for), and the true hole shows another
 * part of the picture. The shapes, their turn, size, darkness and places, the picture and the noise are new
 * every time, and the PNGs carry no text chunks.
 */
export async function drawSliderPictures(gapLeft: number): Promise<SliderPictures> {
  const gapTop = randomInt(4, HEIGHT - SLIDER_PIECE_PX - 4);
  const layout = await layOutSlider(gapLeft, gapTop);
  const centre = { x: gapLeft + SLIDER_PIECE_PX / 2, y: layout.centreY };
  const outlineLight = randomInt(200, 246);
  const holeCentre = (hole: SliderHole) => ({ x: hole.centreX, y: layout.centreY });
  // Holes never overlap, so one drawing holds every fill (its red says which hole) and one every outline.
  const [picture, pieceFill, holeFills, holeOutlines] = await Promise.all([
    rasterise(randomPictureSvg()),
    rasterise(pathsSvg([shapePath(layout.piece, centre, 'fill="#fff"')])),
    rasterise(
      pathsSvg(
        layout.holes.map((hole, index) =>
          shapePath(hole, holeCentre(hole), `fill="rgb(${HOLE_RED_STEP * (index + 1)},0,0)"`),
        ),
      ),
    ),
    rasterise(
      pathsSvg(
        layout.holes.map((hole) =>
          shapePath(
            hole,
            holeCentre(hole),
            `fill="none" stroke="#fff" stroke-width="${(1.5 / hole.scale).toFixed(2)}"`,
          ),
        ),
      ),
    ),
  ]);
  const at = (x: number, y: number) => (y * WIDTH + x) * 4;
  const holes: DrawnHole[] = layout.holes.map((hole, index) => {
    const shift = hole.centreX - centre.x;
    return {
      darkening: index === 0 ? randomInt(60, 73) / 100 : randomInt(38, 56) / 100,
      // The true hole shows the picture turned half round; a decoy, the piece's own patch moved to it.
      source:
        index === 0
          ? (x, y) => at(WIDTH - 1 - x, HEIGHT - 1 - y)
          : (x, y) => at(Math.min(WIDTH - 1, Math.max(0, x - shift)), y),
    };
  });
  const background = Buffer.alloc(WIDTH * HEIGHT * 3);
  const piece = Buffer.alloc(SLIDER_PIECE_PX * HEIGHT * 4);
  const noise = randomBytes(WIDTH * HEIGHT * 3 + SLIDER_PIECE_PX * HEIGHT * 3);
  let noiseAt = 0;
  const jitter = () => (noise[noiseAt++]! % 25) - 12;
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const here = at(x, y);
      for (let channel = 0; channel < 3; channel += 1) {
        let colour = picture[here + channel]!;
        const inside = holeFills[here + 3]! / 255;
        const hole = holes[Math.round(holeFills[here]! / HOLE_RED_STEP) - 1];
        if (hole && inside > 0)
          colour = colour * (1 - inside) + hole.darkening * picture[hole.source(x, y) + channel]! * inside;
        const edge = holeOutlines[here + 3]! / 255;
        colour = colour * (1 - edge) + outlineLight * edge;
        background[(y * WIDTH + x) * 3 + channel] = clampByte(colour + jitter());
      }
      const pieceX = x - gapLeft;
      if (pieceX < 0 || pieceX >= SLIDER_PIECE_PX) continue;
      const to = (y * SLIDER_PIECE_PX + pieceX) * 4;
      for (let channel = 0; channel < 3; channel += 1)
        piece[to + channel] = clampByte(picture[here + channel]! + jitter());
      piece[to + 3] = pieceFill[here + 3]!;
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
  const shapes = Array.from({ length: 26 }, () => {
    const opacity = (randomInt(35, 90) / 100).toFixed(2);
    const [x, y] = [randomInt(-20, WIDTH), randomInt(-20, HEIGHT)];
    switch (randomInt(0, 4)) {
      case 3:
        return `<line x1="${x}" y1="${y}" x2="${x + randomInt(-80, 80)}" y2="${y + randomInt(-80, 80)}" stroke="${colour()}" stroke-width="${randomInt(2, 6)}" opacity="${opacity}"/>`;
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

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}
