import type { Instrumentation } from 'next';

/** Validates the configuration when the server starts, so a bad value stops it with one clear line. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkStartup } = await import('./server/check-startup');
    checkStartup();
  }
}

/** One JSON line per failed render, action or route, with what the error page shows (digest, request id). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getLogger } = await import('./server/logger');
  const requestId = request.headers['x-request-id'];
  getLogger().error(
    {
      err: error,
      digest: (error as { digest?: string }).digest,
      requestId: Array.isArray(requestId) ? requestId[0] : requestId,
      method: request.method,
      path: request.path.split('?')[0],
      route: context.routePath,
      kind: context.routeType,
    },
    'request failed',
  );
};
