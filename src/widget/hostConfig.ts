import { MAX_DOCUMENT_BYTES } from '../schema/limits';
import { type ParseResult, parseConfig } from '../schema/parse';

/**
 * Whether a structured-clone value is larger than `maxBytes` written as JSON, estimated from below
 * (a character for a byte, 1 for a number) and counted as it is read, so the walk ends once it is:
 * a 30 MB config is refused after reading its first 5 MiB, and a value that holds itself is too.
 */
export function largerThan(value: unknown, maxBytes: number): boolean {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') bytes += v.length + 2;
    else if (typeof v !== 'object' || v === null) bytes += 1;
    else if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) bytes += v.byteLength;
    else if (Array.isArray(v)) {
      // Brackets and a separator per item, counted before any item is read.
      bytes += 2 + v.length;
      if (bytes > maxBytes) return true;
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    } else {
      bytes += 2;
      for (const key of Object.keys(v)) {
        bytes += key.length + 4;
        if (bytes > maxBytes) return true;
        stack.push((v as Record<string, unknown>)[key]);
      }
    }
    if (bytes > maxBytes) return true;
  }
  return false;
}

/** A host's config, refused by its size before the far dearer migration and validation. */
export function parseHostConfig(value: unknown): ParseResult {
  if (largerThan(value, MAX_DOCUMENT_BYTES))
    return {
      ok: false,
      problems: [{ path: 'config', code: 'config-too-large', params: { mib: MAX_DOCUMENT_BYTES / 2 ** 20 } }],
      problemCount: 1,
    };
  return parseConfig(value);
}
