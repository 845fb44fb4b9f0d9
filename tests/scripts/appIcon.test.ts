import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICON_ACCENT, iconPng, iconSvg } from '../../scripts/appIcon';

/** The PNG's chunks, each with its CRC checked. */
function chunks(png: Buffer): Map<string, Buffer> {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    out.set(type, data);
    at += 12 + length;
  }
  return out;
}

describe('the app icon', () => {
  it('is a valid 192 px RGB PNG: the accent at the corner and the centre of the middle node white', () => {
    const size = 192;
    const c = chunks(iconPng(size));
    const header = c.get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([size, size, 8, 2]);
    expect(c.has('IEND')).toBe(true);
    const rows = inflateSync(c.get('IDAT')!);
    expect(rows.length).toBe(size * (size * 3 + 1));
    const pixel = (x: number, y: number) => [...rows.subarray(y * (size * 3 + 1) + 1 + x * 3, y * (size * 3 + 1) + 4 + x * 3)];
    const accent = [1, 3, 5].map((i) => parseInt(ICON_ACCENT.slice(i, i + 2), 16));
    expect(pixel(0, 0)).toEqual(accent);
    // The middle node spans 228 to 284 of 512 in height and 136 to 376 in width: 96 px is inside it.
    expect(pixel(120, 96)).toEqual([255, 255, 255]);
  });

  it('is the same picture as SVG, the accent its background', () => {
    const svg = iconSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512">/);
    expect(svg).toContain(`<rect x="0" y="0" width="512" height="512" fill="${ICON_ACCENT}"/>`);
    expect(svg.match(/<rect /g)).toHaveLength(7);
  });
});
