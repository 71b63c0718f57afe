import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApi, getData, getErrorMessage, sendData, useSessionStore } from '../src';

type Reply = { status: number; data?: unknown } | { networkError: string; code?: string };

/** Answers every call of the real client from a queue, at axios's adapter level. */
function answer(...replies: Reply[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config) => {
    seen.push(config);
    const reply = replies.shift()!;
    if ('networkError' in reply)
      throw new AxiosError(reply.networkError, reply.code ?? 'ERR_NETWORK', config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  return seen;
}

beforeEach(() => {
  useSessionStore.getState().clear();
  configureApi({ apiOrigin: '' });
});

test('calls go below /v1/api/admin on the configured origin and unwrap the envelope', async () => {
  configureApi({ apiOrigin: 'https://api.example.org/' });
  const seen = answer({ status: 200, data: { success: true, data: { name: 'Dojo' } } });
  await expect(getData('/dashboard/hero')).resolves.toEqual({ name: 'Dojo' });
  expect(`${seen[0].baseURL}${seen[0].url}`).toBe('https://api.example.org/v1/api/admin/dashboard/hero');
});

test('the session token goes along as a bearer token', async () => {
  useSessionStore.getState().signIn('tok-123', { name: 'Aiko' });
  const seen = answer({ status: 200, data: { success: true, data: null } });
  await sendData('put', '/contact/contacts', { address: 'x' });
  expect(AxiosHeaders.from(seen[0].headers).get('Authorization')).toBe('Bearer tok-123');
});

test('a 401 to a call that carried a token ends the session in this tab', async () => {
  useSessionStore.getState().signIn('expired', { name: 'Aiko' });
  answer({ status: 401, data: { success: false, error: 'Your session has ended. Please sign in again.' } });
  await expect(getData('/contact/contacts/submissions')).rejects.toThrow();
  expect(useSessionStore.getState().token).toBeNull();
  expect(sessionStorage.getItem('adminToken')).toBeNull();
});

test('a 401 to a sign-in attempt (no token) leaves the session alone', async () => {
  answer({ status: 401, data: { success: false, error: 'Invalid email or password' } });
  await expect(sendData('post', '/auth/login', {})).rejects.toThrow();
  expect(useSessionStore.getState().token).toBeNull();
});

describe('error text a person sees', () => {
  async function failureOf(reply: Reply) {
    answer(reply);
    try {
      await getData('/x');
    } catch (error) {
      return getErrorMessage(error, 'Failed to load hero section');
    }
    throw new Error('the call did not fail');
  }

  test("the server's error comes first", async () => {
    expect(await failureOf({ status: 400, data: { success: false, error: 'herotitle is required' } })).toBe(
      'herotitle is required',
    );
  });

  test('then the server’s message', async () => {
    expect(await failureOf({ status: 500, data: { message: 'Database restarting' } })).toBe(
      'Database restarting',
    );
  });

  test("then the caller's fallback, never axios's status text", async () => {
    expect(await failureOf({ status: 502, data: '<html>Bad gateway</html>' })).toBe(
      'Failed to load hero section',
    );
  });

  test.each([
    ['Network Error', 'ERR_NETWORK'],
    ['Request aborted', 'ECONNABORTED'],
    ['timeout of 5000ms exceeded', 'ECONNABORTED'],
  ])('a call with no answer keeps axios’s words: %s', async (message, code) => {
    expect(await failureOf({ networkError: message, code })).toBe(message);
  });

  test('a 200 that says success: false is a failure with its error', async () => {
    expect(await failureOf({ status: 200, data: { success: false, error: 'Blog not found' } })).toBe(
      'Blog not found',
    );
  });
});
