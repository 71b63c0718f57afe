import { failure, ok } from '@academy/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { getData, getErrorStatus, contentReader } from '@academy/runtime';
import type { HydrationState } from 'react-router-dom';
import { type PageForm, type PageModule, type RenderDependencies } from '@academy/contracts';
import { browserWriter } from '@academy/ui';
import { browserRoutes } from '../../src/app/App';
import { hydrateServerPage } from '../../src/app/hydrate';
import { renderPage } from '../../src/server/renderPage';
import { resetBrowserState } from '../support/browserState';
import { REMOTE_MODULES } from '../support/pageModules';
import { SITE_SECTIONS } from '../support/siteSections';
import { fakeSiteApi } from '../support/siteApi';
import { SITE_REMOTES, overriddenConfig } from '../support/registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const moduleOf = (id: string) => REMOTE_MODULES[id] as PageModule<unknown>;

type VisitorDependencies = Partial<Pick<RenderDependencies, 'overrides' | 'releasePreview' | 'submitted'>>;

/**
 * What a visitor's browser gets for `path`: the server's HTML in the page, and the data beside it
 * as the JSON text it travels as.
 */
async function serverRendered(path: string, visitor: VisitorDependencies = {}) {
  window.history.replaceState(null, '', path);
  const rendered = await renderOnServer(path, visitor);
  if (rendered.kind !== 'page') throw new Error(`${path} was not rendered: ${rendered.kind}`);
  const container = document.createElement('div');
  container.innerHTML = rendered.html;
  document.body.append(container);
  const hydration: HydrationState = JSON.parse(JSON.stringify(rendered.hydration));
  return { container, hydration, status: rendered.status };
}

/**
 * The server's render of `path` (a visitor's overrides or release preview, a form they sent
 * without the script).
 */
function renderOnServer(
  path: string,
  options: VisitorDependencies & Partial<Pick<RenderDependencies, 'loadPage'>> = {},
) {
  return renderPage(new Request(`http://dojo.test${path}`), {
    apiOrigin: '',
    reader: contentReader(getData, getErrorStatus),
    sections: SITE_SECTIONS,
    loadPage: async (remote, expose) => moduleOf(`${remote}/${expose}`),
    ...options,
  });
}

/** A form as a visitor's browser posts it, and the API as the server writes to it for them. */
const sentForm = (fields: Record<string, string>): PageForm => ({
  form: new URLSearchParams(fields),
  api: browserWriter,
});

beforeEach(() => {
  resetBrowserState();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: REMOTE_MODULES[id] }));
});
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

test('the admin area is left to the browser: the server loads none of its screens and logs nothing', async () => {
  fakeSiteApi({});
  const consoleError = jest.spyOn(console, 'error');
  const rendered = await renderPage(new Request('http://dojo.test/admin/home'), {
    apiOrigin: '',
    reader: contentReader(getData, getErrorStatus),
    sections: SITE_SECTIONS,
    loadPage: async (remote, expose) => moduleOf(`${remote}/${expose}`),
  });
  expect(rendered).toEqual({ kind: 'browser' });
  expect(loadRemote).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});

test('a page the server rendered comes alive on the same elements, without asking the API again', async () => {
  const api = fakeSiteApi({
    'GET /about/hero': ok({ heading: 'Our sensei' }),
    'GET /home/hero': ok({ heading: 'Discipline first' }),
  });
  const { container, hydration } = await serverRendered('/about');
  const serverHeading = within(container).getByRole('heading', { level: 1, name: 'Our sensei' });
  const readsOnServer = api.requests.length;
  const consoleError = jest.spyOn(console, 'error');

  await act(async () => {
    await hydrateServerPage(container, browserRoutes(SITE_SECTIONS), hydration);
  });

  expect(api.requests.slice(readsOnServer)).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Our sensei' })).toBe(serverHeading);
  expect(consoleError).not.toHaveBeenCalled();

  // From then on the browser runs the site: the next page loads its own data.
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Discipline first' })).toBeInTheDocument();
  expect(api.callsTo('GET', '/home/hero')).toHaveLength(1);
});

test('taking over a page leaves the head the server wrote as it is; moving on writes the next page’s', async () => {
  fakeSiteApi({
    'GET /about/hero': ok({ heading: 'Our sensei' }),
    'GET /home/hero': ok({ heading: 'Discipline first' }),
  });
  const { container, hydration } = await serverRendered('/about');
  // The head as the server's document has it.
  document.title = 'About | Our Company';
  document.head.querySelectorAll('meta[name="description"]').forEach((tag) => tag.remove());
  const description = document.createElement('meta');
  description.name = 'description';
  description.content = 'About: Our sensei';
  document.head.append(description);
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });

  await act(async () => {
    await hydrateServerPage(container, browserRoutes(SITE_SECTIONS), hydration);
  });
  await act(async () => undefined);
  expect(changes.map((change) => `${change.type} of ${change.target.nodeName}`)).toEqual([]);

  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
  );
  await screen.findByRole('heading', { level: 1, name: 'Discipline first' });
  expect(document.title).toBe('Home | Our Company');
  expect(description.content).toBe('Home: Discipline first');
  observer.disconnect();
  description.remove();
});

test('the developer-override banner is in the server’s HTML and hydrates as it is', async () => {
  fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
  const overrides = {
    about: 'http://localhost:3002/mf-manifest.json',
    home: 'http://localhost:3001/mf-manifest.json',
  };
  const { container, hydration } = await serverRendered('/about', { overrides });
  const serverBanner = within(container).getByRole('region', { name: 'Remote overrides' });
  expect(
    within(serverBanner)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual([
    'This browser loads about from http://localhost:3002/mf-manifest.json (a developer override).',
    'This browser loads home from http://localhost:3001/mf-manifest.json (a developer override).',
  ]);
  const consoleError = jest.spyOn(console, 'error');

  // The browser takes the same runtime config from the page's state.
  await act(async () => {
    await hydrateServerPage(container, browserRoutes(SITE_SECTIONS, overriddenConfig(overrides)), hydration);
  });

  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: 'Remote overrides' })).toBe(serverBanner);
  expect(within(serverBanner).getByRole('button', { name: 'Clear overrides' })).toBeEnabled();
});

test('a release preview’s banner is in the server’s HTML, with a link that ends it without the app, and hydrates as it is', async () => {
  fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
  const releasePreview = {
    remote: 'about',
    version: '1.1.0-3f9a2c1b7d',
    expiresAt: '2026-11-28T14:35:12.000Z',
  };
  const { container, hydration } = await serverRendered('/about', { releasePreview });
  const serverBanner = within(container).getByRole('region', { name: 'Release preview' });
  expect(serverBanner).toHaveTextContent(
    'This browser previews about 1.1.0-3f9a2c1b7d, a release visitors do not get yet, until 2026-11-28 14:35 UTC.',
  );
  expect(within(serverBanner).getByRole('link', { name: 'End preview' })).toHaveAttribute(
    'href',
    '?release-preview=end',
  );
  expect(within(container).queryByRole('region', { name: 'Remote overrides' })).not.toBeInTheDocument();
  const consoleError = jest.spyOn(console, 'error');

  await act(async () => {
    await hydrateServerPage(
      container,
      browserRoutes(SITE_SECTIONS, { remotes: SITE_REMOTES, releasePreview }),
      hydration,
    );
  });

  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: 'Release preview' })).toBe(serverBanner);
});

test('a page rendered for a visitor without overrides has no banner', async () => {
  fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
  const { container } = await serverRendered('/about');
  expect(within(container).getByRole('heading', { level: 1, name: 'Our sensei' })).toBeInTheDocument();
  expect(within(container).queryByRole('region', { name: 'Remote overrides' })).not.toBeInTheDocument();
  expect(within(container).queryByRole('region', { name: 'Release preview' })).not.toBeInTheDocument();
  expect(container.innerHTML).not.toContain('developer override');
});

test('a page is complete, and may be kept, only when every part was rendered here or its record is missing', async () => {
  const completeness = async (path: string, loadPage?: RenderDependencies['loadPage']) => {
    const rendered = await renderOnServer(path, loadPage && { loadPage });
    return rendered.kind === 'page' && { status: rendered.status, complete: rendered.complete };
  };

  fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
  expect(await completeness('/about')).toEqual({ status: 200, complete: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await completeness('/about', () => Promise.reject(new Error('no server entry')))).toEqual({
    status: 200,
    complete: false,
  });

  fakeSiteApi({ 'GET /about/hero': failure(500) });
  expect(await completeness('/about')).toEqual({ status: 503, complete: false });
  fakeSiteApi({ 'GET /blog/detailed/missing': failure(404, 'Blog not found.') });
  expect(await completeness('/blog/missing')).toEqual({ status: 404, complete: true });
});

test('a form sent without the script: the server runs the page’s action, then its load, and the browser takes the answer over as it is', async () => {
  const api = fakeSiteApi({
    'GET /contact/hero': ok({ heading: 'Visit the dojo' }),
    'POST /contact/contacts/submit': ok(null),
  });
  const { container, hydration, status } = await serverRendered('/contact', {
    submitted: sentForm({ name: 'Kenji', message: 'Hello' }),
  });
  expect(status).toBe(200);
  expect(api.callsTo('POST', '/contact/contacts/submit').map((call) => call.body)).toEqual([
    { name: 'Kenji', message: 'Hello' },
  ]);
  expect(within(container).getByRole('status')).toHaveTextContent('Sent by Kenji');
  const requestsOnServer = api.requests.length;
  const consoleError = jest.spyOn(console, 'error');

  await act(async () => {
    await hydrateServerPage(container, browserRoutes(SITE_SECTIONS), hydration);
  });
  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Sent by Kenji');
  expect(api.requests.slice(requestsOnServer)).toEqual([]);
});

test('a refused form is answered with the page’s status and its account of the refusal', async () => {
  fakeSiteApi({
    'GET /contact/hero': ok({ heading: 'Visit the dojo' }),
    'POST /contact/contacts/submit': failure(400, 'message is required'),
  });
  const { container, status } = await serverRendered('/contact', { submitted: sentForm({ name: 'Kenji' }) });
  expect(status).toBe(400);
  expect(within(container).getByRole('status')).toHaveTextContent('Refused: message is required');
});

test('a form sent to a page without an action is not taken: nothing is written', async () => {
  const api = fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
  expect(await renderOnServer('/about', { submitted: sentForm({ name: 'Kenji' }) })).toEqual({
    kind: 'no-action',
  });
  expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
});

test('a form sent to a page whose module cannot be had fails the render rather than pass for taken', async () => {
  fakeSiteApi({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(
    renderPage(new Request('http://dojo.test/contact'), {
      apiOrigin: '',
      reader: contentReader(getData, getErrorStatus),
      sections: SITE_SECTIONS,
      loadPage: () => Promise.reject(new Error('Failed to fetch mf-manifest.json')),
      submitted: sentForm({ name: 'Kenji' }),
    }),
  ).rejects.toThrow('The page could not be loaded to take the form.');
});

test('the menu opened on the server’s page before it was taken over closes when a link is followed', async () => {
  fakeSiteApi({
    'GET /about/hero': ok({ heading: 'Our sensei' }),
    'GET /home/hero': ok({ heading: 'Discipline first' }),
  });
  const { container, hydration } = await serverRendered('/about');
  // Opened by the browser alone: the summary needs no script.
  const menu = container.querySelector('details')!;
  menu.open = true;
  // Its toggle event has come and gone long before the page is taken over.
  await new Promise((resolve) => menu.addEventListener('toggle', resolve, { once: true }));

  await act(async () => {
    await hydrateServerPage(container, browserRoutes(SITE_SECTIONS), hydration);
  });
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
  );
  await screen.findByRole('heading', { level: 1, name: 'Discipline first' });
  expect(menu.open).toBe(false);
});
