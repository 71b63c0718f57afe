import { failure, heldReply, ok } from '@academy/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState, signInAs } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderApp } from '../support/renderApp';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../support/fakeFederationRuntime'),
);

// Find anything (issue 32, item 3): the admin header's search, by its button or Ctrl+K / Cmd+K.

beforeEach(() => {
  resetBrowserState();
  signInAs('Sensei Kim');
});

const POST = {
  section: 'Blog',
  kind: 'blog post, detailed content',
  title: 'Grading day',
  snippet: 'Élan and calm: the breathing we practise before every kihon drill.',
  adminPath: '/admin/blogs/post-1/details',
};
const SERVICE = {
  section: 'Services',
  kind: 'service',
  title: 'Kihon for beginners',
  snippet: 'Stances and blocks, slowly.',
  adminPath: '/admin/service',
};
const MESSAGE = {
  section: 'Contact',
  kind: 'contact message',
  title: 'Message from Zoë',
  snippet: '…is kihon taught on Saturdays?',
  adminPath: '/admin/contact',
};

const searchFor = (q: string) => `GET /search?q=${encodeURIComponent(q)}`;
const field = () => screen.getByRole('combobox', { name: 'Search for' });
const options = () => within(screen.getByRole('listbox', { name: 'Results' })).queryAllByRole('option');
const chosen = () => options().find((option) => option.getAttribute('aria-selected') === 'true');

async function openAdmin(routes: Parameters<typeof fakeSiteApi>[0] = {}) {
  const api = fakeSiteApi(routes);
  const app = await renderApp('/admin/home');
  await screen.findByText('Remote page admin_home/Page');
  return { api, ...app };
}

describe('the admin header’s search', () => {
  it('opens with Ctrl+K, shows what was found, and opens the result chosen with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const { currentPath } = await openAdmin({
      [searchFor('kihon')]: ok({ results: [POST, SERVICE, MESSAGE] }),
    });

    await user.keyboard('{Control>}k{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Search the admin area' });
    expect(field()).toHaveFocus();
    expect(within(dialog).getByText('Type a word or two to search for.')).toBeInTheDocument();

    await user.type(field(), 'kihon');
    expect(await within(dialog).findByText('3 results.')).toBeInTheDocument();
    expect(options().map((option) => option.textContent)).toEqual([
      'Grading dayBlog › blog post, detailed contentÉlan and calm: the breathing we practise before every kihon drill.',
      'Kihon for beginnersServices › serviceStances and blocks, slowly.',
      'Message from ZoëContact › contact message…is kihon taught on Saturdays?',
    ]);
    expect(chosen()).toHaveTextContent('Grading day');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(chosen()).toHaveTextContent('Message from Zoë');
    expect(field()).toHaveAttribute('aria-activedescendant', chosen()!.id);
    await user.keyboard('{ArrowDown}');
    expect(chosen()).toHaveTextContent('Grading day');
    await user.keyboard('{ArrowUp}');
    expect(chosen()).toHaveTextContent('Message from Zoë');
    await user.keyboard('{ArrowUp}');
    expect(chosen()).toHaveTextContent('Kihon for beginners');

    await user.keyboard('{Enter}');
    expect(currentPath()).toBe('/admin/service');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Remote page admin_services/Page')).toBeInTheDocument();
  });

  it('opens with Cmd+K too, and Enter opens the first result when none was chosen', async () => {
    const user = userEvent.setup();
    const { currentPath } = await openAdmin({ [searchFor('breathing')]: ok({ results: [POST] }) });
    await user.keyboard('{Meta>}k{/Meta}');
    await user.type(field(), 'breathing');
    expect(await screen.findByText('1 result.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(currentPath()).toBe('/admin/blogs/post-1/details');
  });

  it('opens from the header’s Search button, closes on Escape with focus back on it', async () => {
    const user = userEvent.setup();
    await openAdmin();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(button);
    expect(field()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens a result by a click', async () => {
    const user = userEvent.setup();
    const { currentPath } = await openAdmin({ [searchFor('zoe')]: ok({ results: [MESSAGE] }) });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(field(), 'zoe');
    await user.click(await screen.findByRole('option', { name: /Message from Zoë/ }));
    expect(currentPath()).toBe('/admin/contact');
  });

  it('says when nothing is found, when the search is on its way, and when it failed', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    await openAdmin({
      [searchFor('nunchaku')]: ok({ results: [] }),
      [searchFor('bo staff')]: held.route,
      [searchFor('sai')]: failure(500, 'The database is not answering.'),
    });
    await user.keyboard('{Control>}k{/Control}');

    await user.type(field(), 'nunchaku');
    expect(await screen.findByText('Nothing found for "nunchaku".')).toBeInTheDocument();
    expect(options()).toEqual([]);

    await user.clear(field());
    await user.type(field(), 'bo staff');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await act(async () => held.release(ok({ results: [SERVICE] })));
    expect(await screen.findByText('1 result.')).toBeInTheDocument();

    await user.clear(field());
    await user.type(field(), 'sai');
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
  });

  it('sends one search when typing pauses, not one per key', async () => {
    const user = userEvent.setup();
    const { api } = await openAdmin({ [searchFor('kata')]: ok({ results: [] }) });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(field(), 'kata');
    expect(await screen.findByText('Nothing found for "kata".')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.startsWith('/search')).map((r) => r.url)).toEqual([
      '/search?q=kata',
    ]);
  });

  it('leaves Ctrl with another key alone', async () => {
    await openAdmin();
    fireEvent.keyDown(document, { key: 'j', ctrlKey: true });
    fireEvent.keyDown(document, { key: 'k' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
