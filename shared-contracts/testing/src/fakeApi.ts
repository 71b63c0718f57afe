/**
 * A fake content API for the web tests, at the HTTP level: it replaces the shared axios client's
 * adapter, so the pages' real code (client, interceptors, envelope, error texts) runs unchanged.
 *
 *   const api = fakeApi({ 'GET /home/hero': ok(hero), 'PUT /home/hero': failure(500, 'Disk full') });
 *   ...
 *   expect(api.requests).toContainEqual(expect.objectContaining({ method: 'PUT', url: '/home/hero' }));
 */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach } from '@jest/globals';
import { act } from '@testing-library/react';
import { presencePaths } from '@academy/contracts';
import { loadApiClient } from '@academy/runtime';

export type Reply =
  { status: number; body: unknown } | { networkError: true; message?: string; code?: string };

export interface RecordedRequest {
  method: string;
  url: string;
  /** FormData as sent; JSON bodies parsed back into objects. */
  body: unknown;
  /** The Authorization header the client sent, if any. */
  authorization: string | undefined;
  /** The If-Match header (the revision a write started from), if any. */
  ifMatch: string | undefined;
  /** The full URL the browser would have called (API origin and prefix included). */
  fullUrl: string;
  /** Lets a test drive the page's upload progress, as the browser would (inside act). */
  reportUploadProgress: (loaded: number, total: number) => void;
}

export type Route = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

/** The server's success envelope. */
export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

/** A failed call; without `error` the server gave no reason, so the page's fallback text shows. */
export const failure = (status: number, error?: string): Reply => ({
  status,
  body: error === undefined ? {} : { success: false, error },
});

/** No answer at all: axios reports 'Network Error'. */
export const networkError: Reply = { networkError: true };

/** No answer, for another reason axios names ('Request aborted', 'timeout of 5000ms exceeded'). */
export const noAnswer = (message: string, code: string): Reply => ({ networkError: true, message, code });

/** A reply the test releases when it wants, to see the page while the call is running. */
export function heldReply(): { route: () => Promise<Reply>; release: (reply: Reply) => void } {
  let release: (reply: Reply) => void = () => undefined;
  const reply = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { route: () => reply, release };
}

const realAdapter = loadApiClient().then((client) => client.defaults.adapter);
afterEach(async () => {
  (await loadApiClient()).defaults.adapter = await realAdapter;
});

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function settle(config: InternalAxiosRequestConfig, reply: Reply) {
  if ('networkError' in reply) {
    throw new AxiosError(reply.message ?? 'Network Error', reply.code ?? AxiosError.ERR_NETWORK, config);
  }
  const response = { data: reply.body, status: reply.status, statusText: '', headers: {}, config };
  if (reply.status >= 400) {
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  }
  return response;
}

export interface FakeApiOptions {
  /**
   * What a GET of an unlisted path answers; by default it fails loudly with 404. Layout tests
   * pass `ok(null)`: every record "never saved", so only what a test cares about is listed.
   */
  otherGets?: Reply;
}

/** Answers the routes given ('METHOD /path'); any other call fails loudly with 404. */
export function fakeApi(routes: Record<string, Route>, options: FakeApiOptions = {}) {
  const requests: RecordedRequest[] = [];
  const heartbeats: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const request: RecordedRequest = {
      method,
      url: config.url ?? '',
      body: parseBody(config.data),
      authorization: config.headers.get('Authorization')?.toString(),
      ifMatch: config.headers.get('If-Match')?.toString(),
      fullUrl: `${config.baseURL ?? ''}${config.url ?? ''}`,
      reportUploadProgress: (loaded, total) =>
        act(() => config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true })),
    };
    // An open editor's presence heartbeats are no call of the screen under test: kept apart, and
    // answered "no one else here" unless a test lists the route.
    const presence = request.url.split('?')[0] === presencePaths.presence;
    (presence ? heartbeats : requests).push(request);
    if (presence && !routes[`${method} ${presencePaths.presence}`]) return settle(config, ok({ others: [] }));
    const unlisted =
      method === 'GET' && options.otherGets
        ? options.otherGets
        : failure(404, `No fake route for ${method} ${request.url}`);
    const route = routes[`${method} ${request.url}`] ?? unlisted;
    return settle(config, typeof route === 'function' ? await route(request) : route);
  };
  // The client is loaded once; a page's first call also waits for it, after this callback (the
  // callbacks of one promise run in the order they were added), so no call misses the fake.
  void loadApiClient().then((client) => {
    client.defaults.adapter = adapter;
  });
  return {
    requests,
    /** The editors' presence heartbeats (POST) and leavings (DELETE), in order. */
    heartbeats,
    /** The calls of one method to one path, in order. */
    callsTo: (method: string, url: string) => requests.filter((r) => r.method === method && r.url === url),
  };
}

/** The FormData sent to `method url` (the last such call), to check the fields a form sent. */
export function sentForm(requests: RecordedRequest[], method: string, url: string): FormData {
  const request = requests.filter((r) => r.method === method && r.url === url).at(-1);
  if (!(request?.body instanceof FormData)) throw new Error(`No multipart ${method} ${url} was sent`);
  return request.body;
}
