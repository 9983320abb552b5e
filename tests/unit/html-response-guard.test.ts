import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardHtmlResponses } from '@/server/http/html-response-guard';

/**
 * A real HTTP server whose handler writes as Next.js does (headers, then chunks, then end),
 * behind the guard: what a client receives is what the guard let through.
 */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = () => {};
const finish = vi.fn(async (html: Buffer) => Buffer.from(html.toString().replace('</body>', '<p>finished</p></body>')));
const beforeHead = vi.fn();
const server = createServer((request, response) => {
  guardHtmlResponses(request, response, { finish: (html) => finish(html), beforeHead });
  handler(request, response);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('holding back an HTML response until it is whole', () => {
  it('hands the whole page to the finishing steps, whose headers and bytes go out, with its length', async () => {
    finish.mockClear();
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write('<html><body>');
      response.write(Buffer.from('<h1>Rohu</h1>'));
      setTimeout(() => response.end('</body></html>'), 5);
    };
    finish.mockImplementationOnce(async (html) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Buffer.from(html.toString().replace('</body>', '<p>finished</p></body>'));
    });
    const answer = await fetch(`${base}/page`);
    const body = await answer.text();
    expect(finish).toHaveBeenCalledTimes(1);
    expect(finish.mock.calls[0]?.[0].toString()).toBe('<html><body><h1>Rohu</h1></body></html>');
    expect(body).toBe('<html><body><h1>Rohu</h1><p>finished</p></body></html>');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
  });

  it('lets anything that is not a page through as it is written, after beforeHead', async () => {
    finish.mockClear();
    beforeHead.mockClear();
    handler = (_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.write('{"a":');
      response.end('1}');
    };
    const answer = await fetch(`${base}/api`);
    expect(await answer.json()).toEqual({ a: 1 });
    expect(beforeHead).toHaveBeenCalledTimes(1);
    expect(finish).not.toHaveBeenCalled();
  });

  it('answers 500, without the error, when finishing the page fails', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    let response: ServerResponse | undefined;
    handler = (_request, answer) => {
      response = answer;
      answer.setHeader('Content-Type', 'text/html');
      answer.end('<html><body>Rohu</body></html>');
    };
    finish.mockImplementationOnce(async () => {
      // A step had settled the page's headers before another failed.
      response?.setHeader('Cache-Control', 'public, s-maxage=60');
      throw new Error('secret detail');
    });
    const answer = await fetch(`${base}/broken`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = await answer.text();
    expect(body).toBe('Internal Server Error');
    expect(printed).toHaveBeenCalledWith('finishing a page failed', expect.any(Error));
    printed.mockRestore();
  });
});
