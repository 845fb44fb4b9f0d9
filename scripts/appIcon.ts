import { crc32, deflateSync } from 'node:zlib';

/**
 * The app's icon, drawn once as rectangles on a 512 grid and written both as SVG and as PNG: three
 * nodes of a cluster, stacked, each with its status light, on the page's accent colour. Everything
 * sits inside the central 80% circle, so the same picture serves as a maskable icon (a launcher
 * may crop it to a circle or a rounded square). The PNGs are encoded here, with zlib, so the build
 * needs no image tool.
 */
const GRID = 512;
export const ICON_ACCENT = '#0b5cad';
const NODE = '#ffffff';
const LIGHT = '#17703a';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

const ICON: Box[] = [
  { x: 0, y: 0, w: GRID, h: GRID, fill: ICON_ACCENT },
  ...[150, 228, 306].flatMap((y): Box[] => [
    { x: 136, y, w: 240, h: 56, fill: NODE },
    { x: 160, y: y + 20, w: 16, h: 16, fill: LIGHT },
  ]),
];

export function iconSvg(): string {
  const boxes = ICON.map((b) => `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="${b.fill}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}">${boxes}</svg>\n`;
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Length of [a, b) inside [lo, hi). */
const overlap = (a: number, b: number, lo: number, hi: number) => Math.max(0, Math.min(b, hi) - Math.max(a, lo));

/** The icon at `size`×`size` pixels, RGB: each box covers a pixel by the exact share of its area. */
function pixels(size: number): Uint8Array {
  const scale = size / GRID;
  const out = new Float64Array(size * size * 3);
  for (const box of ICON) {
    const colour = rgb(box.fill);
    const [x0, x1, y0, y1] = [box.x * scale, (box.x + box.w) * scale, box.y * scale, (box.y + box.h) * scale];
    for (let py = Math.floor(y0); py < Math.ceil(y1); py++)
      for (let px = Math.floor(x0); px < Math.ceil(x1); px++) {
        const cover = overlap(x0, x1, px, px + 1) * overlap(y0, y1, py, py + 1);
        for (let c = 0; c < 3; c++) {
          const i = (py * size + px) * 3 + c;
          out[i] = out[i]! * (1 - cover) + colour[c]! * cover;
        }
      }
  }
  return Uint8Array.from(out, Math.round);
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function iconPng(size: number): Buffer {
  const rgbPixels = pixels(size);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) rows.set(rgbPixels.subarray(y * size * 3, (y + 1) * size * 3), y * (size * 3 + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array())]);
}
