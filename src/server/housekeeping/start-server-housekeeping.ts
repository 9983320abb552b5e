import { getDb } from '../db';
import { getLogger } from '../logger';
import { runHousekeeping, startHousekeeping } from './run-housekeeping';

/** The running server's housekeeping, on its own database and log. */
export function startServerHousekeeping(): void {
  startHousekeeping(async () => runHousekeeping({ db: getDb(), logger: getLogger() }), getLogger());
}
