import type { Instrumentation } from 'next';

/**
 * Validates the configuration when the server starts, so a bad value stops it with
 * one clear line; then the hourly housekeeping and the outbox's delivery worker (not
 * while `next build` prerenders).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkStartup } = await import('./server/check-startup');
    checkStartup();
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startServerHousekeeping } = await import('./server/housekeeping/start-server-housekeeping');
      startServerHousekeeping();
      const { startServerDelivery } = await import('./server/outbox/start-server-delivery');
      startServerDelivery();
    }
  }
}

/** One JSON line per failed render, action or route, with what the error page shows (digest, request id). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getLogger } = await import('./server/logger');
  const { loggablePath } = await import('./server/http/loggable-path');
  const requestId = request.headers['x-request-id'];
  getLogger().error(
    {
      err: error,
      digest: (error as { digest?: string }).digest,
      requestId: Array.isArray(requestId) ? requestId[0] : requestId,
      method: request.method,
      path: loggablePath(request.path),
      route: context.routePath,
      kind: context.routeType,
    },
    'request failed',
  );
};
