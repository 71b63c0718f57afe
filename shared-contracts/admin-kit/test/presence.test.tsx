// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen } from '@academy/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { PRESENCE_HEARTBEAT_MS } from '@academy/contracts';
import { AdminScreen, EditorSection } from '@academy/admin-kit';

// Who else is here (issue 32, item 2): an editor given its record's path says it is open, every
// 20 s while its tab shows, names the others, and says when it closes.

const kenji = { name: 'Kenji Sato', seenAt: '2026-11-27T10:00:00.000Z' };

function renderEditor() {
  return renderAdminScreen(
    () => (
      <AdminScreen title="About content">
        <EditorSection heading="About hero section" presence="/about/hero">
          <p>The hero</p>
        </EditorSection>
      </AdminScreen>
    ),
    { api: { 'POST /presence': ok({ others: [kenji] }) }, path: '/admin/about' },
  );
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

test('names the other staff member with the same record open', async () => {
  const { api } = renderEditor();
  expect(await screen.findByRole('status')).toHaveTextContent('Kenji Sato is also editing this');
  expect(api.heartbeats.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
    { method: 'POST', url: '/presence', body: { record: '/about/hero' } },
  ]);
});

test('beats every 20 seconds while the tab shows, never while it is hidden, and says when it closes', async () => {
  const { api, unmount } = renderEditor();
  await screen.findByText('Kenji Sato is also editing this');
  await act(() => jest.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS));
  expect(api.heartbeats.filter((call) => call.method === 'POST')).toHaveLength(2);

  setVisibility('hidden');
  await act(() => jest.advanceTimersByTimeAsync(3 * PRESENCE_HEARTBEAT_MS));
  expect(api.heartbeats.filter((call) => call.method === 'POST')).toHaveLength(2);
  // Shown again: one at once.
  await act(async () => setVisibility('visible'));
  expect(api.heartbeats.filter((call) => call.method === 'POST')).toHaveLength(3);

  unmount();
  await waitFor(() =>
    expect(api.heartbeats.at(-1)).toEqual(
      expect.objectContaining({ method: 'DELETE', url: '/presence?record=%2Fabout%2Fhero' }),
    ),
  );
});

test('says it left as the page itself goes, by a request the browser finishes after the page', async () => {
  // The browser's own fetch: a call through the client would be cancelled with the page.
  const sent: { url: string; init: RequestInit }[] = [];
  const realFetch = global.fetch;
  global.fetch = ((url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(new Response(null, { status: 200 }));
  }) as typeof fetch;
  try {
    renderEditor();
    await screen.findByText('Kenji Sato is also editing this');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      {
        url: '/v1/api/admin/presence?record=%2Fabout%2Fhero',
        init: expect.objectContaining({ method: 'DELETE', keepalive: true }),
      },
    ]);
  } finally {
    global.fetch = realFetch;
  }
});
