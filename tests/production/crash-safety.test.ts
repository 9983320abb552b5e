import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer, temporaryDataDir } from './production-server';
import { callFormAction, createUser, signIn, withDatabase } from './site-client';

/**
 * The crash test: orders are submitted concurrently by signed-in
 * customers, the whole server (npm start and next start, one process group)
 * gets SIGKILL at a random moment, and after each crash the database must
 * hold every order the site acknowledged, exactly once, and pass
 * `PRAGMA integrity_check`. A submission whose answer was cut off by the
 * crash is sent again after the restart with the same idempotency key (as
 * the order dialog does on a retry): at the end every submission has been
 * acknowledged and each is stored once.
 */

const ROUNDS = 20;
const IN_FLIGHT = 8;
/** The account limit is 10 orders in 10 minutes; enough accounts that a round never reaches it. */
const ACCOUNTS = 32;
const PASSWORD = 'crash-password';

type Submission = { key: string; note: string; account: number; productId: number };

describe('[PRODUCTION] crash safety: kill -9 while orders are submitted', () => {
  let server: ProductionServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it(`keeps every acknowledged order exactly once through ${ROUNDS} crashes`, async () => {
    const started = performance.now();
    const dataDir = temporaryDataDir('site-crash-');
    server = await startProductionServer({ dataDir });

    const emails = Array.from({ length: ACCOUNTS }, (_, index) => `crash-${index}@example.in`);
    for (let index = 0; index < emails.length; index += 8) {
      await Promise.all(emails.slice(index, index + 8).map((email) => createUser(dataDir, email, PASSWORD)));
    }
    const firstUrl = server.baseUrl;
    const cookies = await Promise.all(emails.map((email) => signIn(firstUrl, email, PASSWORD)));
    const productIds = withDatabase(dataDir, (db) => db.prepare('select id from products').pluck().all() as number[]);
    expect(productIds.length).toBeGreaterThan(0);

    /** Idempotency key → the reference the site answered with. */
    const acknowledged = new Map<string, string>();
    const all = new Map<string, Submission>();
    let unknown: Submission[] = [];
    let sequence = 0;
    let cutOff = 0;
    let retried = 0;
    /** Cut-off submissions the database already held: the retry must return that order, not a second one. */
    let storedButUnanswered = 0;
    const refusals: string[] = [];

    const newSubmission = (round: number): Submission => {
      sequence += 1;
      const submission = {
        key: `crash-${sequence}-${randomBytes(6).toString('hex')}`,
        note: `crash test round ${round} order ${sequence}`,
        account: sequence % ACCOUNTS,
        productId: productIds[sequence % productIds.length] ?? 1,
      };
      all.set(submission.key, submission);
      return submission;
    };

    const submit = async (baseUrl: string, submission: Submission) =>
      callFormAction({
        baseUrl,
        page: '/testing-kits',
        action: 'placeOrderAction',
        cookie: cookies[submission.account],
        fields: {
          productId: String(submission.productId),
          name: 'Crash Test Farmer',
          phone: '9876543210',
          email: emails[submission.account] ?? '',
          address: 'Pond 7, Nagaon, Assam',
          quantity: '1',
          notes: submission.note,
          idempotencyKey: submission.key,
        },
      });

    /** What the database must show after a crash (or at the end). */
    const checkDatabase = () =>
      withDatabase(dataDir, (db) => {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const byKey = db.prepare('select reference, description from orders where idempotency_key = ?');
        for (const [key, reference] of acknowledged) {
          const rows = byKey.all(key) as { reference: string; description: string }[];
          expect(rows, `acknowledged order ${key}`).toEqual([{ reference, description: all.get(key)?.note }]);
        }
        const twice = db
          .prepare(
            "select description, count(*) as copies from orders where description like 'crash test %' group by description having count(*) > 1",
          )
          .all();
        expect(twice).toEqual([]);
        // The account and address limits count across restarts; a real customer would wait ten minutes.
        db.prepare('delete from "rateLimit"').run();
      });

    for (let round = 1; round <= ROUNDS; round++) {
      if (!server) server = await startProductionServer({ dataDir });
      const { baseUrl } = server;
      // First the submissions whose answer the last crash cut off, with their own keys.
      const queue = [...unknown];
      retried += unknown.length;
      unknown = [];
      let crashed = false;

      const worker = async () => {
        while (!crashed) {
          const submission = queue.shift() ?? newSubmission(round);
          try {
            const state = await submit(baseUrl, submission);
            if (state.status === 'success' && state.reference) {
              acknowledged.set(submission.key, state.reference);
            } else {
              refusals.push(`${submission.key}: ${state.message}`);
            }
          } catch {
            // The connection broke: the order may or may not be stored. Send it again after the restart.
            unknown.push(submission);
          }
        }
      };
      const workers = Array.from({ length: IN_FLIGHT }, worker);
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 1250));
      // SIGKILL to the whole process group (npm start's script and next start); sent before stop() returns.
      const exited = server.stop('SIGKILL');
      crashed = true;
      await exited;
      server = undefined;
      await Promise.all(workers);
      cutOff += unknown.length;
      checkDatabase();
      storedButUnanswered += withDatabase(dataDir, (db) => {
        const byKey = db.prepare('select count(*) from orders where idempotency_key = ?').pluck();
        return unknown.filter((submission) => byKey.get(submission.key) === 1).length;
      });
    }

    // One last start: the cut-off submissions are sent again; then everything is acknowledged, once.
    server = await startProductionServer({ dataDir });
    retried += unknown.length;
    for (const submission of unknown) {
      const state = await submit(server.baseUrl, submission);
      expect(state.status).toBe('success');
      if (state.reference) acknowledged.set(submission.key, state.reference);
    }
    await server.stop('SIGKILL');
    server = undefined;
    checkDatabase();

    expect(refusals).toEqual([]);
    expect(acknowledged.size).toBe(all.size);
    const stored = withDatabase(
      dataDir,
      (db) => db.prepare("select count(*) from orders where description like 'crash test %'").pluck().get() as number,
    );
    expect(stored).toBe(all.size);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `crash safety: ${ROUNDS} rounds of kill -9, ${all.size} orders submitted and checked, ` +
        `${cutOff} answers cut off by a crash (${storedButUnanswered} of them already stored), ` +
        `${retried} resent with their key, ${seconds} s`,
    );
    // Each restart starts a worker per core, each loading Next.js: about 11 s a round on a
    // two-core machine, so twenty rounds take longer than the suite's five minutes.
  }, 600_000);
});
