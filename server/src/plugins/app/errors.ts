import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GALLERY_MAX_FILES, MAX_IMAGE_BYTES } from '@academy/contracts';
import { isDatabaseUnavailable } from '../../services/databaseErrors';
import { failure } from '../../services/envelope';
import { HttpError } from '../../services/httpErrors';
import { describeSchemaError } from '../../services/validationMessages';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const CUT_SHORT = 'The form data ended before it was complete. Please send it again.';
const DISK_FULL =
  'The server has no room left to store this; nothing was saved. Please tell the site administrator.';

/** The upload limits a route may set for itself (`config.multipartOptions.limits`). */
export interface UploadLimits {
  fileSize?: number;
  files?: number;
}

/**
 * The sentences of the two upload limits, for the route's own limits: a route that sets none
 * takes images (at most MAX_IMAGE_BYTES, and the gallery's 10 at a time, its sentence saying 'images').
 */
function uploadLimitErrors({
  fileSize = MAX_IMAGE_BYTES,
  files,
}: UploadLimits): Record<string, [number, string]> {
  return {
    FST_REQ_FILE_TOO_LARGE: [413, `File is too large. Files can be at most ${megabytes(fileSize)}.`],
    FST_FILES_LIMIT: [
      400,
      files === undefined
        ? `You can upload a maximum of ${GALLERY_MAX_FILES} images at a time`
        : `You can upload a maximum of ${files} files at a time`,
    ],
  };
}

/** Error codes of Fastify, @fastify/multipart and the file system, with the status and sentence the caller gets. */
const KNOWN_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts.'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'This content type is not accepted here; send JSON or multipart/form-data.',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; JSON was expected.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_MP_PREMATURE_CLOSE: [400, CUT_SHORT],
  FST_ERR_BAD_URL: [400, 'The address holds characters that are not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  // A full disk (or quota) while writing an upload or a mail: the files are already removed.
  ENOSPC: [507, DISK_FULL],
  EDQUOT: [507, DISK_FULL],
};

// The multipart parser (busboy) says that a body was cut short only in its error's message.
const CUT_SHORT_MULTIPART = /unexpected end of multipart data/i;

const SERVER_FAULT = 'Something went wrong on our side.';
const DATABASE_DOWN = 'The database is unavailable right now. Please try again shortly.';

/** The status and sentence for any error a route or hook throws, under the route's upload limits. */
export function describeError(
  error: FastifyError | Error,
  uploadLimits: UploadLimits = {},
): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation?.length) {
    return { status: 400, message: describeSchemaError(fastifyError.validation[0]) };
  }
  const known = fastifyError.code
    ? (uploadLimitErrors(uploadLimits)[fastifyError.code] ?? KNOWN_ERRORS[fastifyError.code])
    : undefined;
  if (known) return { status: known[0], message: known[1] };
  if (!fastifyError.code && CUT_SHORT_MULTIPART.test(error.message))
    return { status: 400, message: CUT_SHORT };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_DOWN };
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { status: 400, message: 'The request body is not valid JSON.' };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: error.message };
  return { status: 500, message: SERVER_FAULT };
}

/** Sends the envelope for an error; faults of ours (5xx) are logged, not shown. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = describeError(error, request.routeOptions?.config?.multipartOptions?.limits);
  if (status >= 500) request.log.error({ err: error }, 'Request failed');
  if (error instanceof HttpError) reply.headers(error.headers);
  const details = error instanceof HttpError ? error.details : {};
  return reply.code(status).send({ ...failure(message), ...details });
}

/** Fastify's `frameworkErrors` option: a URL that cannot be routed gets the envelope too. */
export const frameworkErrors = sendError;

/** Every failure leaves as `{ success: false, error }`. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}

export default fp(errorsPlugin, { name: 'errors' });
