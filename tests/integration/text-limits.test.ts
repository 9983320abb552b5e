import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayTextNumber, NUMBER_LIMITS } from '@/server/sms/text-limits';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const HOUR = 60 * 60 * 1000;
/** 10:00 in India on a weekday (04:30 UTC). */
const MORNING = Date.parse('2026-11-25T04:30:00Z');

describe.each(testEngines())('text message limits on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });
  const site = (smsDailyLimit: number) => ({
    siteName: 'Aquaculture Group',
    baseUrl: 'https://fish.example',
    smsDailyLimit,
    adminNotifyEmail: 'office@example.in',
    officeEmails: [],
  });
  const notices = async () =>
    database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'text-cap-reached')
      .execute();

  it('allows three texts an hour and ten a day to one number, each counted in its own clock hour and Indian day', async () => {
    const may = (now: number) => mayTextNumber({ db: database.db, to: '+919707000101', site: site(1000), now });
    const allowed: boolean[] = [];
    for (let hour = 0; hour < 5; hour++) {
      for (let text = 0; text < 4; text++) allowed.push(await may(MORNING + hour * HOUR + text * 60_000));
    }
    // Three of four each hour, until the day's ten are used up.
    expect(allowed.filter(Boolean)).toHaveLength(NUMBER_LIMITS.day.max);
    expect(allowed.slice(0, 4)).toEqual([true, true, true, false]);
    // The next Indian day (after 18:30 UTC) starts again.
    expect(await may(Date.parse('2026-11-25T18:31:00Z'))).toBe(true);
  });

  it('stops at the site’s daily cap, tells the office once, and never blames one number for another’s texts', async () => {
    const day = Date.parse('2026-11-27T05:00:00Z');
    const may = (to: string) => mayTextNumber({ db: database.db, to, site: site(5), now: day });
    expect(await may('+919707000201')).toBe(true);
    // A flood to one number: its first three count against the site's day, the refused ones do not.
    const flood: boolean[] = [];
    for (let text = 0; text < 10; text++) flood.push(await may('+919707000202'));
    expect(flood.filter(Boolean)).toHaveLength(NUMBER_LIMITS.hour.max);
    expect(await may('+919707000203')).toBe(true);
    expect(await may('+919707000204')).toBe(false);
    expect(await may('+919707000205')).toBe(false);
    expect(await notices()).toEqual([
      { recipient: 'office@example.in', subject: 'Text messages stopped for today: daily limit reached' },
    ]);
  });
});
