import { isAppError } from '@/server/errors/app-error';

/** The code a use-case refused with; a test that expected a refusal fails when there was none, or another error. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}
