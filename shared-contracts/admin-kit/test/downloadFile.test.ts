// First: it fills jsdom's gaps before the code under test loads.
import { failure, fakeApi, watchDownloads } from '@academy/testing';
import type { AxiosAdapter } from 'axios';
import { loadApiClient, useSessionStore } from '@academy/runtime';
import { downloadFile } from '@academy/admin-kit';

const csv = new Blob(['Name\r\n'], { type: 'text/csv' });

afterEach(() => {
  jest.restoreAllMocks();
  useSessionStore.getState().clear();
});

test('fetches the path with the session’s token and saves it under the fallback name', async () => {
  useSessionStore.getState().signIn('valid-token', { name: 'Sensei Kim' });
  const api = fakeApi({ 'GET /things.csv?kind=a': { status: 200, body: csv } });
  const { clicked, created } = watchDownloads();

  await downloadFile('/things.csv?kind=a', 'things.csv');

  expect(created).toEqual([csv]);
  expect(clicked).toHaveLength(1);
  expect(clicked[0].download).toBe('things.csv');
  expect(clicked[0].isConnected).toBe(false);
  expect(api.callsTo('GET', '/things.csv?kind=a')[0].authorization).toBe('Bearer valid-token');
});

test('saves the file under the name the server suggests', async () => {
  const client = await loadApiClient();
  const adapter: AxiosAdapter = async (config) => ({
    data: csv,
    status: 200,
    statusText: '',
    headers: { 'content-disposition': 'attachment; filename="things-2026-11-25.csv"' },
    config,
  });
  client.defaults.adapter = adapter;
  const { clicked } = watchDownloads();

  await downloadFile('/things.csv', 'things.csv');

  expect(clicked[0].download).toBe('things-2026-11-25.csv');
});

test('a failed fetch rejects with the server’s sentence, read from the file it came as', async () => {
  const client = await loadApiClient();
  const envelope = { success: false, error: 'The disk is full.' };
  const adapter: AxiosAdapter = async (config) =>
    Promise.reject(
      Object.assign(new Error('Request failed with status code 507'), {
        isAxiosError: true,
        response: { data: new Blob([JSON.stringify(envelope)]), status: 507, headers: {}, config },
      }),
    );
  client.defaults.adapter = adapter;
  const { clicked } = watchDownloads();

  await expect(downloadFile('/things.csv', 'things.csv')).rejects.toMatchObject({
    response: { data: envelope },
  });
  expect(clicked).toHaveLength(0);
});

test('a failed fetch rejects and saves nothing', async () => {
  fakeApi({ 'GET /things.csv': failure(500) });
  const { clicked } = watchDownloads();

  await expect(downloadFile('/things.csv', 'things.csv')).rejects.toThrow();
  expect(clicked).toHaveLength(0);
});
