import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { relayOutput } from '../../scripts/lib/worker-output';

function relay(level: 'info' | 'error') {
  const stream = new PassThrough();
  const passed: string[] = [];
  const logged: [string, string][] = [];
  relayOutput(stream, level, {
    passOn: (line) => passed.push(line),
    log: (found, message) => logged.push([found, message]),
  });
  return { stream, passed, logged };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe("a worker's output", () => {
  it('passes its JSON log lines as they are, even when a line arrives in two parts', async () => {
    const { stream, passed, logged } = relay('info');
    stream.write('{"level":30,"msg":"request"}\n{"level":30,');
    await flushed();
    stream.write('"msg":"second"}\n');
    await flushed();
    expect(passed).toEqual(['{"level":30,"msg":"request"}', '{"level":30,"msg":"second"}']);
    expect(logged).toEqual([]);
  });

  it('turns what else it prints into one entry per write, a stack trace included', async () => {
    const { stream, passed, logged } = relay('error');
    stream.write('Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect\n');
    await flushed();
    stream.write(' ⚠ A warning of Next.js\n');
    await flushed();
    expect(passed).toEqual([]);
    expect(logged).toEqual([
      ['error', 'Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect'],
      ['warn', '⚠ A warning of Next.js'],
    ]);
  });

  it('keeps the order of plain text and log lines written together', async () => {
    const { stream, passed, logged } = relay('info');
    stream.write('ready\n{"level":30,"msg":"serving"}\n');
    await flushed();
    expect(logged).toEqual([['info', 'ready']]);
    expect(passed).toEqual(['{"level":30,"msg":"serving"}']);
  });
});
