import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { storedZip, unpack } from '../../src/inventory/unpack';

/** A one-part archive holding `data` as if deflated (method 8), whatever it is. */
function deflatedZip(name: string, data: Uint8Array): Uint8Array {
  const zip = new Uint8Array(storedZip(new Map([[name, data]])));
  const view = new DataView(zip.buffer);
  view.setUint16(8, 8, true);
  view.setUint16(30 + name.length + data.length + 10, 8, true);
  return zip;
}

const TEXT = strToU8('<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(20_000));
const all = () => true;

describe('parts inflated slice by slice', () => {
  it('gives back every byte of a part larger than one slice', async () => {
    const r = await unpack(deflatedZip('a.xml', deflateSync(TEXT, { level: 0 })), all);
    const part = r.ok ? r.parts.get('a.xml') : undefined;
    expect(part?.length).toBe(TEXT.length);
    expect(Buffer.compare(Buffer.from(part!), Buffer.from(TEXT))).toBe(0);
  });

  it('says corrupt for deflate that is not, and for deflate that ends too soon, without an unhandled rejection', async () => {
    const whole = deflateSync(TEXT, { level: 0 });
    expect(await unpack(deflatedZip('a.xml', new Uint8Array(200).fill(0xff)), all)).toEqual({ ok: false, reason: 'corrupt' });
    expect(await unpack(deflatedZip('a.xml', whole.subarray(0, whole.length >> 1)), all)).toEqual({ ok: false, reason: 'corrupt' });
  });
});
