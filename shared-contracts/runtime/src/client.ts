import type { AxiosError, AxiosInstance, AxiosProgressEvent, AxiosStatic } from 'axios';
import { useSessionStore } from './stores/session';
import { type ApiEnvelope, API_PREFIX } from '@academy/contracts';

let apiOrigin = '';
let apiClient: Promise<AxiosInstance> | undefined;

/** What axios's own `isAxiosError` checks, without loading axios to ask it. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

function createApiClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ timeout: 0 });
  client.interceptors.request.use((config) => {
    config.baseURL = `${apiOrigin}${API_PREFIX}`;
    const { token } = useSessionStore.getState();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (
      isAxiosError(error) &&
      error.response?.status === 401 &&
      error.config?.headers?.has('Authorization')
    ) {
      useSessionStore.getState().clear();
    }
    return Promise.reject(error);
  });
  return client;
}

/**
 * The one HTTP client of the site. It adds the bearer token of the shared session, and when the
 * server answers 401 to a call that carried a token it clears the session, so the admin guard
 * sends the user to sign in (and back afterwards). axios is loaded with the first call, not with
 * the page: a page the server rendered makes no call until the visitor moves on or sends a form
 * (21 KB gzipped less before a phone can use the page).
 */
export function loadApiClient(): Promise<AxiosInstance> {
  // The same axios either way; Node16 resolution types its ES module build apart from its CommonJS one.
  apiClient ??= import('axios').then(({ default: axios }) =>
    createApiClient(axios as unknown as AxiosStatic),
  );
  return apiClient;
}

/** Points the client at the API origin of this deployment (empty: the site's own origin). */
export function configureApi(options: { apiOrigin: string }): void {
  apiOrigin = options.apiOrigin.replace(/\/+$/, '');
}

export function getApiOrigin(): string {
  return apiOrigin;
}

/** The server answered `success: false` with a 2xx status. */
export class ApiResponseError extends Error {}

function unwrap<T>(body: ApiEnvelope<T>): T {
  if (!body || body.success !== true) {
    throw new ApiResponseError(body && 'error' in body ? body.error : 'Unexpected response');
  }
  return body.data;
}

/** GETs a path below the API prefix and returns the envelope's `data`. */
export async function getData<T>(path: string): Promise<T> {
  const client = await loadApiClient();
  const response = await client.get<ApiEnvelope<T>>(path);
  return unwrap(response.data);
}

export type WriteMethod = 'post' | 'put' | 'delete';

export interface SendOptions {
  onUploadProgress?: (percent: number) => void;
  /** Headers of this call, such as If-Match with the revision a save started from. */
  headers?: Record<string, string>;
}

/** Sends JSON or FormData to a path below the API prefix and returns the envelope's `data`. */
export async function sendData<T>(
  method: WriteMethod,
  path: string,
  body?: unknown,
  options: SendOptions = {},
): Promise<T> {
  const { onUploadProgress, headers } = options;
  const client = await loadApiClient();
  const response = await client.request<ApiEnvelope<T>>({
    method,
    url: path,
    data: body,
    headers,
    onUploadProgress: onUploadProgress
      ? (event: AxiosProgressEvent) =>
          onUploadProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0)
      : undefined,
  });
  return unwrap(response.data);
}

/**
 * The text a person sees for a failed call: the server's error, else its message, else the
 * caller's fallback. A call that got no answer keeps axios's own words ('Network Error',
 * 'Request aborted', 'timeout of {n}ms exceeded'), shown as they are.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiResponseError) return error.message || fallback;
  if (isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object') {
      const { error: serverError, message } = body as { error?: unknown; message?: unknown };
      if (typeof serverError === 'string' && serverError) return serverError;
      if (typeof message === 'string' && message) return message;
    }
    if (!error.response && error.message) return error.message;
  }
  return fallback;
}

/** What the server answered to a failed call (its envelope), when it answered. */
export function getErrorBody(error: unknown): unknown {
  return isAxiosError(error) ? error.response?.data : undefined;
}

/** The HTTP status of a failed call, when the server answered. */
export function getErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
