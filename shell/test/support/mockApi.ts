import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { apiClient } from 'shared-contracts';

/** [status, body], or 'network' for a call that gets no answer. */
export type Reply = [number, unknown?] | 'network';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

type Route = Reply | (() => Reply | Promise<Reply>);

const originalAdapter = apiClient.defaults.adapter;

/**
 * Answers the shared API client's calls at the adapter, below its interceptors, so the real
 * token header and 401 handling run. Keys are 'GET /dashboard/hero'. An unlisted GET answers
 * "nothing saved" (`data: null`); any other unlisted call 404.
 */
export function mockApi(routes: Record<string, Route> = {}) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, url, body, authorization: config.headers.get('Authorization')?.toString() });
    const route = routes[`${method} ${url}`];
    const reply = typeof route === 'function' ? await route() : route;
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const [status, data] =
      reply ??
      (method === 'GET'
        ? [200, { success: true, data: null }]
        : [404, { success: false, error: 'Not found' }]);
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data,
      headers: {},
      config,
      request: {},
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}

export function restoreApi(): void {
  apiClient.defaults.adapter = originalAdapter;
}

/** A reply the test sends when it chooses (to every call waiting for it), to see the waiting state. */
export function deferredReply() {
  const waiting: ((reply: Reply) => void)[] = [];
  const route = () => new Promise<Reply>((resolve) => waiting.push(resolve));
  const answer = (reply: Reply) => waiting.splice(0).forEach((resolve) => resolve(reply));
  return { route, answer };
}
