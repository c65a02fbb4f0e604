import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

/**
 * Draws the points mall's product pictures (public/mall/*.webp) from small SVG scenes, so the seed's
 * pictures are real files of a few KB with no third-party artwork. Run again after changing a scene:
 * `npx tsx scripts/draw-mall-pictures.ts`.
 */
const WIDTH = 320;
const HEIGHT = 240;

const scene = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 320 240"><rect width="320" height="240" fill="${background}"/>${body}</svg>`;

const PICTURES: Record<string, string> = {
  'luggage-tag': scene(
    '#e8f1fb',
    `<rect x="95" y="60" width="130" height="150" rx="18" fill="#1f5fa8"/><circle cx="160" cy="88" r="12" fill="#e8f1fb"/>
     <path d="M160 76 C 150 30, 200 20, 215 40" stroke="#8a6d3b" stroke-width="6" fill="none"/>
     <rect x="115" y="120" width="90" height="12" rx="4" fill="#fff"/><rect x="115" y="145" width="70" height="10" rx="4" fill="#9cc2ea"/><rect x="115" y="167" width="80" height="10" rx="4" fill="#9cc2ea"/>`,
  ),
  'aircraft-model': scene(
    '#dff0ff',
    `<ellipse cx="160" cy="205" rx="90" ry="10" fill="#b9d3e8"/><rect x="150" y="150" width="20" height="55" fill="#6b7b8c"/>
     <path d="M60 120 L250 120 Q280 120 280 130 Q280 140 250 140 L60 140 Q48 130 60 120 Z" fill="#ffffff" stroke="#1f5fa8" stroke-width="3"/>
     <path d="M150 128 L110 80 L130 80 L190 128 Z" fill="#1f5fa8"/><path d="M150 134 L110 182 L130 182 L190 134 Z" fill="#1f5fa8"/>
     <path d="M62 122 L48 92 L62 92 L82 122 Z" fill="#c8102e"/>`,
  ),
  'travel-pillow': scene(
    '#fdf1e4',
    `<path d="M160 50 C 70 50, 55 150, 95 195 C 115 215, 135 200, 128 180 C 110 140, 120 95, 160 95 C 200 95, 210 140, 192 180 C 185 200, 205 215, 225 195 C 265 150, 250 50, 160 50 Z" fill="#e07a2e"/>
     <path d="M160 62 C 95 62, 78 140, 105 185" stroke="#f4b27a" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  ),
  'coffee-voucher': scene(
    '#f3ece4',
    `<rect x="50" y="55" width="220" height="130" rx="14" fill="#fff" stroke="#6f4e37" stroke-width="4" stroke-dasharray="10 6"/>
     <path d="M110 95 L170 95 L164 155 Q162 165 152 165 L128 165 Q118 165 116 155 Z" fill="#6f4e37"/><path d="M170 108 Q190 110 186 128 Q182 142 166 140" stroke="#6f4e37" stroke-width="6" fill="none"/>
     <path d="M128 80 Q122 70 130 62 M142 80 Q136 70 144 62" stroke="#b08968" stroke-width="4" fill="none"/><rect x="200" y="95" width="50" height="10" rx="4" fill="#d9c2a7"/><rect x="200" y="118" width="40" height="10" rx="4" fill="#d9c2a7"/>`,
  ),
  'lounge-pass': scene(
    '#efe9f7',
    `<rect x="45" y="60" width="230" height="120" rx="16" fill="#3d2c6b"/><rect x="45" y="90" width="230" height="18" fill="#c9a227"/>
     <path d="M90 150 L90 135 Q90 125 100 125 L140 125 Q150 125 150 135 L150 150 Z" fill="#c9a227"/><rect x="85" y="148" width="70" height="12" rx="5" fill="#e6cf74"/>
     <rect x="180" y="130" width="70" height="10" rx="4" fill="#8f7fc0"/><rect x="180" y="150" width="50" height="10" rx="4" fill="#8f7fc0"/>`,
  ),
  'data-card': scene(
    '#e6f6ef',
    `<rect x="100" y="40" width="120" height="170" rx="16" fill="#1a7f5a"/><rect x="115" y="60" width="90" height="120" rx="6" fill="#d4f1e4"/>
     <path d="M135 150 L135 140 M150 150 L150 125 M165 150 L165 110 M180 150 L180 95" stroke="#1a7f5a" stroke-width="8" stroke-linecap="round"/><circle cx="160" cy="195" r="7" fill="#d4f1e4"/>`,
  ),
};

mkdirSync('public/mall', { recursive: true });
for (const [name, svg] of Object.entries(PICTURES)) {
  const info = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(`public/mall/${name}.webp`);
  console.log(`public/mall/${name}.webp ${info.size} bytes`);
}
