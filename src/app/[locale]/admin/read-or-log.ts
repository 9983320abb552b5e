import 'server-only';
import { getLogger } from '@/server/logger';

/**
 * A screen's read that may fail without taking the back office down: the
 * error is logged and the screen shows its own "could not load" text for null.
 */
export function readOrLog<T>(read: Promise<T>, what: string): Promise<T | null> {
  return read.catch((error: unknown) => {
    getLogger().error({ err: error }, `could not load ${what}`);
    return null;
  });
}
