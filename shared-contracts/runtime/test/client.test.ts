// First: it fills jsdom's gaps before the code under test loads.
import { failure, fakeApi, networkError, noAnswer, ok, type Reply } from '@academy/testing';
import { configureApi, getData, getErrorMessage, sendData, useSessionStore } from '../src';

beforeEach(() => {
  useSessionStore.getState().clear();
  configureApi({ apiOrigin: '' });
});

test('calls go below /v1/api/admin on the configured origin and unwrap the envelope', async () => {
  configureApi({ apiOrigin: 'https://api.example.org/' });
  const api = fakeApi({ 'GET /dashboard/hero': ok({ name: 'Dojo' }) });
  await expect(getData('/dashboard/hero')).resolves.toEqual({ name: 'Dojo' });
  expect(api.requests[0].fullUrl).toBe('https://api.example.org/v1/api/admin/dashboard/hero');
});

test('the session token goes along as a bearer token', async () => {
  useSessionStore.getState().signIn('tok-123', { name: 'Aiko' });
  const api = fakeApi({ 'PUT /contact/contacts': ok(null) });
  await sendData('put', '/contact/contacts', { address: 'x' });
  expect(api.requests[0].authorization).toBe('Bearer tok-123');
});

test('a 401 to a call that carried a token ends the session in this tab', async () => {
  useSessionStore.getState().signIn('expired', { name: 'Aiko' });
  fakeApi({
    'GET /contact/contacts/submissions': failure(401, 'Your session has ended. Please sign in again.'),
  });
  await expect(getData('/contact/contacts/submissions')).rejects.toThrow();
  expect(useSessionStore.getState().token).toBeNull();
  expect(sessionStorage.getItem('adminToken')).toBeNull();
});

test('a 401 to a sign-in attempt (no token) leaves the session alone', async () => {
  fakeApi({ 'POST /auth/login': failure(401, 'Invalid email or password') });
  await expect(sendData('post', '/auth/login', {})).rejects.toThrow();
  expect(useSessionStore.getState().token).toBeNull();
});

describe('error text a person sees', () => {
  async function failureOf(reply: Reply) {
    fakeApi({ 'GET /x': reply });
    try {
      await getData('/x');
    } catch (error) {
      return getErrorMessage(error, 'Failed to load hero section');
    }
    throw new Error('the call did not fail');
  }

  test("the server's error comes first", async () => {
    expect(await failureOf(failure(400, 'herotitle is required'))).toBe('herotitle is required');
  });

  test('then the server’s message', async () => {
    expect(await failureOf({ status: 500, body: { message: 'Database restarting' } })).toBe(
      'Database restarting',
    );
  });

  test("then the caller's fallback, never axios's status text", async () => {
    expect(await failureOf({ status: 502, body: '<html>Bad gateway</html>' })).toBe(
      'Failed to load hero section',
    );
  });

  test.each([
    ['Network Error', networkError],
    ['Request aborted', noAnswer('Request aborted', 'ECONNABORTED')],
    ['timeout of 5000ms exceeded', noAnswer('timeout of 5000ms exceeded', 'ECONNABORTED')],
  ])('a call with no answer keeps axios’s words: %s', async (message, reply) => {
    expect(await failureOf(reply)).toBe(message);
  });

  test('a 200 that says success: false is a failure with its error', async () => {
    expect(await failureOf({ status: 200, body: { success: false, error: 'Blog not found' } })).toBe(
      'Blog not found',
    );
  });
});
