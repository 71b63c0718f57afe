import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GALLERY_MAX_FILES, MAX_IMAGE_BYTES } from 'shared-contracts/api';
import { isDatabaseUnavailable } from '../../services/databaseErrors';
import { failure } from '../../services/envelope';
import { HttpError } from '../../services/httpErrors';
import { describeSchemaError } from '../../services/validationMessages';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Fastify and @fastify/multipart error codes, with the status and sentence the caller gets. */
const KNOWN_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, `File is too large. Files can be at most ${megabytes(MAX_IMAGE_BYTES)}.`],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_FILES_LIMIT: [400, `You can upload a maximum of ${GALLERY_MAX_FILES} images at a time`],
  FST_PARTS_LIMIT: [413, 'The form has too many parts.'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'This content type is not accepted here; send JSON or multipart/form-data.',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; JSON was expected.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
};

const SERVER_FAULT = 'Something went wrong on our side.';
const DATABASE_DOWN = 'The database is unavailable right now. Please try again shortly.';

/** The status and sentence for any error a route or hook throws. */
export function describeError(error: FastifyError | Error): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation?.length) {
    return { status: 400, message: describeSchemaError(fastifyError.validation[0]) };
  }
  const known = fastifyError.code ? KNOWN_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_DOWN };
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { status: 400, message: 'The request body is not valid JSON.' };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: error.message };
  return { status: 500, message: SERVER_FAULT };
}

/** Every failure leaves as `{ success: false, error }`; faults of ours are logged, not shown. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
    return reply.code(status).send(failure(message));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
