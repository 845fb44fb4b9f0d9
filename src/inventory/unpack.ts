import { strFromU8, strToU8 } from 'fflate';
import { MAX_UNPACKED_BYTES } from './caps';

/** A part of a zip archive: its name, how it is compressed, and its bytes as stored. */
interface Stored {
  name: string;
  method: number;
  bytes: Uint8Array;
}

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The parts an archive's central directory lists, or null when the archive is damaged (a record
 * missing or pointing outside the file). Read here rather than by fflate's streaming Unzip, which
 * looks for each part's end byte by byte when the archive puts sizes after the data (about 18 ms
 * a megabyte), or its unzipSync, which gives no way to stop a part's inflating part-way.
 */
function storedParts(zip: Uint8Array): Stored[] | null {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u32 = (at: number) => (at + 4 <= zip.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => view.getUint16(at, true);
  // The end record is in the last 22 bytes, or before a comment of up to 65,535.
  let end = zip.length - 22;
  while (end >= 0 && end >= zip.length - 65_557 && u32(end) !== END) end--;
  if (end < 0 || u32(end) !== END) return null;
  const parts: Stored[] = [];
  for (let n = u16(end + 10), at = u32(end + 16); n > 0; n--) {
    if (u32(at) !== CENTRAL || at + 46 > zip.length) return null;
    const size = u32(at + 20);
    const nameLength = u16(at + 28);
    const local = u32(at + 42);
    if (u32(local) !== LOCAL || local + 30 > zip.length) return null;
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (at + 46 + nameLength > zip.length || start + size > zip.length) return null;
    // Names are UTF-8 when the flag says so, else code page 437 (read as Latin-1, as fflate does).
    const name = strFromU8(zip.subarray(at + 46, at + 46 + nameLength), (u16(at + 8) & 0x800) === 0);
    parts.push({ name, method: u16(at + 10), bytes: zip.subarray(start, start + size) });
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return parts;
}

export type Unpacked = { ok: true; parts: Map<string, Uint8Array> } | { ok: false; reason: 'too-large' | 'corrupt' };

/**
 * The parts of a zip archive that `keep` names, inflated as a stream and counted as they come
 * out. The sizes an archive declares are its sender's word: a bomb whose headers declare 1 KB a
 * part is stopped once what it yields passes the cap, not when it says it would. Parts not kept
 * are never inflated. The platform's DecompressionStream inflates, at about four times the speed
 * of fflate's streaming inflater (64 MiB in 0.15 to 0.25 s of CPU in Node here).
 */
export async function unpack(data: Uint8Array, keep: (name: string) => boolean): Promise<Unpacked> {
  const stored = storedParts(data);
  if (!stored) return { ok: false, reason: 'corrupt' };
  let unpacked = 0;
  const parts = new Map<string, Uint8Array>();
  for (const part of stored) {
    if (!keep(part.name)) continue;
    if (part.method !== 0 && part.method !== 8) return { ok: false, reason: 'corrupt' };
    // An empty part may be stored as deflated without a byte of deflate, which fflate took as empty.
    const inflated: Inflated =
      part.method === 0 || part.bytes.length === 0
        ? { ok: true, chunks: [part.bytes], bytes: part.bytes.length }
        : await inflate(part.bytes, MAX_UNPACKED_BYTES - unpacked);
    if (!inflated.ok) return inflated;
    unpacked += inflated.bytes;
    if (unpacked > MAX_UNPACKED_BYTES) return { ok: false, reason: 'too-large' };
    parts.set(part.name, concat(inflated.chunks));
  }
  return { ok: true, parts };
}

type Inflated = { ok: true; chunks: Uint8Array[]; bytes: number } | { ok: false; reason: 'too-large' | 'corrupt' };

/**
 * How much deflate goes into the inflater at a time: what one slice can yield (at most about a
 * thousand times as much) is all that is held before the budget is checked again.
 */
const SLICE_BYTES = 64 * 1024;

/**
 * Raw deflate inflated until it ends or yields more than `budget` bytes, when it is stopped. The
 * bytes are written into the inflater a slice at a time, as it asks for them; reading them through
 * a Blob's stream instead took 72 to 90 ms for a 10,000-VM workbook's 7 MB in Chromium, against 33.
 */
async function inflate(deflated: Uint8Array, budget: number): Promise<Inflated> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // A damaged or cancelled stream fails the writes too: the reader below is what says so.
  const feed = async () => {
    for (let at = 0; at < deflated.length; at += SLICE_BYTES) {
      await writer.ready;
      writer.write(deflated.subarray(at, at + SLICE_BYTES) as Uint8Array<ArrayBuffer>).catch(() => {});
    }
    await writer.ready;
    await writer.close();
  };
  feed().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      bytes += r.value.length;
      if (bytes > budget) {
        void reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(r.value);
    }
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  return { ok: true, chunks, bytes };
}

function concat(list: readonly Uint8Array[]): Uint8Array {
  if (list.length === 1) return list[0]!;
  const out = new Uint8Array(list.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of list) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * The parts zipped again without compression. read-excel-file inflates large entries in Web
 * Workers made from blob: URLs, which the page's Content-Security-Policy forbids (the read would
 * never finish); stored entries it only copies. Written here rather than by fflate's zipSync,
 * which spends most of its time on each part's CRC-32 (80 ms of a 10,000-VM workbook's 7 MB in
 * Chromium's worker): the CRC is left 0, as the reader (fflate's unzip) checks none, and the
 * bytes were checked as they inflated.
 */
export function storedZip(parts: ReadonlyMap<string, Uint8Array>): ArrayBuffer {
  const names = [...parts.keys()].map((name) => strToU8(name));
  const sizes = [...parts.values()].map((bytes) => bytes.length);
  const locals = names.reduce((n, name, i) => n + 30 + name.length + sizes[i]!, 0);
  const central = names.reduce((n, name) => n + 46 + name.length, 0);
  const zip = new Uint8Array(locals + central + 22);
  const view = new DataView(zip.buffer);
  let at = 0;
  let dir = locals;
  let i = 0;
  for (const bytes of parts.values()) {
    const name = names[i++]!;
    // The fields a local header and its central record share, from "version needed" to the name's length.
    const common = (h: number) => {
      view.setUint16(h, 20, true);
      view.setUint16(h + 2, 0x800, true); // names in UTF-8
      view.setUint32(h + 14, bytes.length, true);
      view.setUint32(h + 18, bytes.length, true);
      view.setUint16(h + 22, name.length, true);
    };
    view.setUint32(dir, CENTRAL, true);
    common(dir + 6);
    view.setUint32(dir + 42, at, true);
    zip.set(name, dir + 46);
    dir += 46 + name.length;
    view.setUint32(at, LOCAL, true);
    common(at + 4);
    zip.set(name, at + 30);
    zip.set(bytes, at + 30 + name.length);
    at += 30 + name.length + bytes.length;
  }
  view.setUint32(dir, END, true);
  view.setUint16(dir + 8, parts.size, true);
  view.setUint16(dir + 10, parts.size, true);
  view.setUint32(dir + 12, central, true);
  view.setUint32(dir + 16, locals, true);
  return zip.buffer;
}
