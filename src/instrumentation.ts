/** Validates the configuration when the server starts, so a bad value stops it with one clear line. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkStartup } = await import('./server/check-startup');
    checkStartup();
  }
}
