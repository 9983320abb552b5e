import type { Worker } from 'node:cluster';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';

type Level = 'info' | 'warn' | 'error';

/**
 * What a worker prints besides its own log lines (Next.js and libraries write to the console) becomes
 * one JSON line per write, so a stack trace stays one entry, and nothing has to replace `console`.
 */
export function relayWorkerOutput(worker: Worker, logger: Logger): void {
  const log = (level: Level, message: string) => logger[level]({ worker: worker.id }, message);
  const passOn = (line: string) => process.stdout.write(`${line}\n`);
  if (worker.process.stdout) relayOutput(worker.process.stdout, 'info', { passOn, log });
  if (worker.process.stderr) relayOutput(worker.process.stderr, 'error', { passOn, log });
}

export function relayOutput(
  stream: Readable,
  level: 'info' | 'error',
  { passOn, log }: { passOn: (line: string) => void; log: (level: Level, message: string) => void },
): void {
  stream.setEncoding('utf8');
  let partial = '';
  stream.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    let text: string[] = [];
    const flush = () => {
      const message = text.join('\n').trim();
      text = [];
      // Next.js marks its warnings with ⚠ (on stderr).
      if (message) log(level === 'error' && message.startsWith('⚠') ? 'warn' : level, message);
    };
    for (const line of lines) {
      if (line.startsWith('{"level":')) {
        flush();
        passOn(line);
      } else {
        text.push(line);
      }
    }
    flush();
  });
}
