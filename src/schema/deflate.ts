/**
 * Raw DEFLATE through the platform's CompressionStream (browsers, Node 20): no library in the
 * bundle. Inflating stops as soon as the output passes a cap, so a small hostile input (a
 * "zip bomb") can never make the page allocate without bound.
 */

export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  return collect(stream.readable.getReader(), Number.POSITIVE_INFINITY).then((r) => {
    if (!r.ok) throw new Error('compression failed');
    return r.bytes;
  });
}

export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'corrupt' };

export async function inflateRaw(bytes: Uint8Array, maxBytes: number): Promise<Inflated> {
  let stream: DecompressionStream;
  try {
    stream = new DecompressionStream('deflate-raw');
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  const writer = stream.writable.getWriter();
  // Errors surface on the reading side; these promises must not go unhandled.
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  return collect(stream.readable.getReader(), maxBytes);
}

async function collect(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): Promise<Inflated> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        void reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return { ok: true, bytes: out };
}
