/**
 * Next.js's cache entries as text for a shared store, and back: they hold
 * Buffers (a page's RSC payload, a route's body) and Maps (a page's segments),
 * which JSON alone would lose.
 */

/** @param {unknown} value @returns {unknown} */
function encodeValue(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return { $buffer: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  }
  if (value instanceof Map) return { $map: [...value].map(([key, item]) => [key, encodeValue(item)]) };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeValue(item)]));
  }
  return value;
}

/** @param {unknown} value @returns {unknown} */
function decodeValue(value) {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value && typeof value === 'object') {
    const record = /** @type {Record<string, unknown>} */ (value);
    if (typeof record.$buffer === 'string' && Object.keys(record).length === 1) {
      return Buffer.from(record.$buffer, 'base64');
    }
    if (Array.isArray(record.$map) && Object.keys(record).length === 1) {
      return new Map(record.$map.map(([key, item]) => [key, decodeValue(item)]));
    }
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decodeValue(item)]));
  }
  return value;
}

/** @param {unknown} entry @returns {string} */
export function encodeCacheEntry(entry) {
  return JSON.stringify(encodeValue(entry));
}

/** @param {string} text @returns {unknown} */
export function decodeCacheEntry(text) {
  return decodeValue(JSON.parse(text));
}
