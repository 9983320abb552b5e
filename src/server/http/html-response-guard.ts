import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Holds back an HTML response until it is whole, for `finish` to set the headers that depend on
 * all of it (the policy's script hashes) and return the bytes to send; pages here are small, so
 * losing streaming costs little. Any other response passes through, after `beforeHead`.
 */
export function guardHtmlResponses(
  request: IncomingMessage,
  response: ServerResponse,
  { finish, beforeHead }: { finish: (html: Buffer) => Promise<Buffer>; beforeHead: () => void },
): void {
  const original = {
    write: response.write,
    end: response.end,
    writeHead: response.writeHead,
    flushHeaders: response.flushHeaders,
  };
  let mode: 'undecided' | 'html' | 'pass' = 'undecided';
  const chunks: Buffer[] = [];
  /** Whether this response is a page held back; any other gets its own methods back. */
  const holding = () => {
    if (mode === 'undecided') {
      const type = String(response.getHeader('content-type') ?? '');
      mode = type.startsWith('text/html') && request.method !== 'HEAD' ? 'html' : 'pass';
      if (mode === 'pass') {
        beforeHead();
        Object.assign(response, original);
      }
    }
    return mode === 'html';
  };
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  const callbackIn = (args: unknown[]) =>
    args.find((argument) => typeof argument === 'function') as (() => void) | undefined;

  // writeHead(status, [message], [headers]): its headers join the others, so the page can still be finished.
  response.writeHead = function guardedWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null) as
      | OutgoingHttpHeaders
      | undefined;
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    this.statusCode = statusCode;
    return holding() ? this : original.writeHead.call(this, statusCode);
  } as ServerResponse['writeHead'];

  response.flushHeaders = function guardedFlushHeaders(this: ServerResponse) {
    if (!holding()) original.flushHeaders.call(this);
  };

  response.write = function guardedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holding()) return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    collect(chunk, rest[0]);
    callbackIn(rest)?.();
    return true;
  } as ServerResponse['write'];

  response.end = function guardedEnd(this: ServerResponse, ...args: unknown[]) {
    const end = original.end as (...args: unknown[]) => ServerResponse;
    if (!holding()) return end.apply(this, args);
    const callback = callbackIn(args);
    if (typeof args[0] !== 'function') collect(args[0], args[1]);
    Object.assign(this, original);
    void finish(Buffer.concat(chunks))
      .catch((error: unknown) => {
        console.error('finishing a page failed', error);
        this.statusCode = 500;
        // Whatever the steps had settled was for the page, not for this answer.
        this.setHeader('Cache-Control', 'no-store');
        this.removeHeader('Content-Encoding');
        return Buffer.from('Internal Server Error');
      })
      .then((body) => {
        // Its length is sent (the compression middleware drops it when it compresses): nginx served a
        // page kept chunked at a tenth of its speed (the last chunk waits on the peer's delayed ACK).
        if (!this.headersSent) this.setHeader('Content-Length', body.byteLength);
        end.call(this, body, ...(callback ? [callback] : []));
      });
    return this;
  } as ServerResponse['end'];
}
