import { LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';

export interface Logger {
  error(message: string): void;
}

/**
 * Wraps a request handler: a cancelled request answers RequestCancelled, and an exception is logged
 * and answered with the fallback, so that no input can bring the server down.
 */
export function guard<P, R>(name: string, log: Logger, fallback: R, handler: (params: P, token: CancellationToken) => R) {
  return (params: P, token: CancellationToken): R | ResponseError<void> => {
    if (token?.isCancellationRequested) return cancelled();
    const failed = (error: unknown) => {
      log.error(`manifesto: ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return fallback;
    };
    try {
      const result = handler(params, token);
      // An answer that waits (a code file read again first) is guarded the same way when it comes.
      if (result instanceof Promise) {
        return result.then((value: unknown) => (token?.isCancellationRequested ? cancelled() : value), failed) as R;
      }
      if (token?.isCancellationRequested) return cancelled();
      return result;
    } catch (error) {
      return failed(error);
    }
  };
}

/** Same as `guard` for notifications, which have no answer. */
export function guardNotification<P>(name: string, log: Logger, handler: (params: P) => void) {
  return (params: P): void => {
    try {
      handler(params);
    } catch (error) {
      log.error(`manifesto: ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  };
}

function cancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'The request was cancelled.');
}
