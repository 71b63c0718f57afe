import { PAGE_STATE_PATH, SERVER_STATE_ID, type ServerState } from '@academy/contracts';
import { loadServerState } from '../../src/app/serverState';

const STATE: ServerState = {
  config: { apiOrigin: '', remotes: {}, sections: [] },
  hydration: { loaderData: { page: { hero: 'Train with us' } }, actionData: null, errors: null },
};

const answers: { url: string; accept: string | null }[] = [];
let answer: () => Response;

beforeEach(() => {
  answers.length = 0;
  answer = () => new Response(JSON.stringify(STATE), { headers: { 'content-type': 'application/json' } });
  Object.assign(globalThis, {
    fetch: async (url: string, init?: RequestInit) => {
      answers.push({ url, accept: new Headers(init?.headers).get('accept') });
      return answer();
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/blog?q=kata');
});

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

const startScript = (start?: string) =>
  `<script defer src="/start.js" data-app="/main.js"${start ? ` data-start="${start}"` : ''}></script>`;

test('a page with its state in it is read from it, and nothing is fetched', async () => {
  document.body.innerHTML = `<div id="root"><p>x</p></div><script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(STATE)}</script>${startScript()}`;
  await expect(loadServerState()).resolves.toEqual(STATE);
  expect(answers).toEqual([]);
});

test('a page that started when needed has its state fetched for its own path and query', async () => {
  document.body.innerHTML = `<div id="root"><p>x</p></div>${startScript('when-needed')}`;
  await expect(loadServerState()).resolves.toEqual(STATE);
  expect(answers).toEqual([
    { url: `${PAGE_STATE_PATH}?url=${encodeURIComponent('/blog?q=kata')}`, accept: 'application/json' },
  ]);
});

test('a page the browser renders alone has no state, and nothing is fetched', async () => {
  document.body.innerHTML = `<div id="root"></div>${startScript()}`;
  await expect(loadServerState()).resolves.toBeNull();
  expect(answers).toEqual([]);
});

test('a state that cannot be had leaves the page to render afresh, and says why', async () => {
  document.body.innerHTML = `<div id="root"><p>x</p></div>${startScript('when-needed')}`;
  answer = () => new Response('{"success":false}', { status: 404 });
  await expect(loadServerState()).resolves.toBeNull();
  expect(console.error).toHaveBeenCalledWith(
    'The server-rendered state could not be read; the page renders afresh.',
    expect.any(Error),
  );
});
