import type { FastifyRequest } from 'fastify';

/**
 * What the server log may hold: no password, session token or reset token, ever.
 * Requests are logged by path, without the query string: the reset link carries its token there
 * (`/admin/reset-password?email=…&token=…`). A failed query keeps its SQL but not its parameters
 * (password hashes, token hashes, people's data), nor the driver's `detail`, which quotes values.
 */

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
};

const MAX_CAUSE_DEPTH = 5;

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** drizzle's "Failed query: <sql>\nparams: <values>" loses everything from "params:" on. */
function withoutParameters(text: string): string {
  const params = text.indexOf('\nparams: ');
  return params === -1 ? text : text.slice(0, params);
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, cause } = error as Error & { code?: unknown };
  const message = withoutParameters(error.message);
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    // The stack starts with the message: the same cut, keeping the frames after it.
    stack: error.stack?.includes(error.message) ? error.stack.replace(error.message, () => message) : '',
  };
  if (code !== undefined) logged.code = code;
  if (cause !== undefined && depth < MAX_CAUSE_DEPTH) logged.cause = serializeError(cause, depth + 1);
  return logged;
}

export const logSerializers = { req: serializeRequest, err: (error: unknown) => serializeError(error) };
