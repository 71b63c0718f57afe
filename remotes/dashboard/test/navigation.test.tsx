// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, type RecordedRequest, type Route } from '@academy/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONFLICT_MESSAGE,
  type ConflictDetails,
  type MenuEntry,
  NAVIGATION_RULES,
  type Navigation,
} from '@academy/contracts';
import AdminNavigationPage from '../admin/NavigationPage';
import dashboard from '../section';

const HOME = { path: '/', label: 'Home', hidden: false };
const ABOUT = { path: '/about', label: 'About', hidden: false };
const BLOG = { path: '/blog', label: 'Blog', hidden: false };
const SHOP = { url: 'https://shop.example.com/', label: 'Shop' };

/**
 * The screen against a server that keeps the menu and counts its revisions: a save or a restore
 * changes what the next GET answers; `routes` replaces some of its answers.
 */
function renderNavigation(entries: MenuEntry[] = [HOME, ABOUT, BLOG], routes: Record<string, Route> = {}) {
  let menu = { entries, revision: '3' };
  const earlier: Navigation = { entries: [ABOUT, HOME, BLOG] };
  const stored = (navigation: Navigation) => {
    menu = { ...navigation, revision: String(Number(menu.revision) + 1) };
    return ok(menu);
  };
  return renderAdminScreen(AdminNavigationPage, {
    path: '/admin/navigation',
    api: {
      'GET /navigation': () => ok(menu),
      'PUT /navigation': (request: RecordedRequest) => {
        const body = request.body as Navigation;
        const link = body.entries.find((entry) => 'url' in entry && !entry.url.startsWith('https:'));
        if (link) return failure(400, NAVIGATION_RULES.https(link.label));
        return stored(body);
      },
      'GET /navigation/revisions': ok([
        { _id: 'v1', at: '2026-11-02T09:00:00.000Z', by: 'Admin', fields: earlier },
      ]),
      'POST /navigation/revisions/v1/restore': () => stored(earlier),
      ...routes,
    },
  }).api;
}

const menuList = () => screen.findByRole('list', { name: 'Menu' });
const entryLabels = async () =>
  within(await menuList())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const entry = (name: string) => within(screen.getByRole('listitem', { name }));
const sentEntries = (api: ReturnType<typeof renderNavigation>) =>
  (api.callsTo('PUT', '/navigation').at(-1)?.body as Navigation).entries;

test('is a screen of the dashboard section, in the sidebar as Navigation, for editors and owners', () => {
  expect(dashboard.screens).toContainEqual({
    path: 'navigation',
    expose: 'NavigationPage',
    label: 'Navigation',
  });
});

test('reorders with the keyboard: the arrows on a focused handle move the entry, the focus follows it, and it is announced', async () => {
  const user = userEvent.setup();
  const api = renderNavigation();
  expect(await entryLabels()).toEqual(['Home', 'About', 'Blog']);

  const handle = entry('Blog').getByRole('button', { name: 'Move Blog' });
  handle.focus();
  await user.keyboard('{ArrowUp}');
  expect(await entryLabels()).toEqual(['Home', 'Blog', 'About']);
  expect(screen.getByRole('button', { name: 'Move Blog' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(await entryLabels()).toEqual(['Blog', 'Home', 'About']);
  expect(screen.getByText('Blog moved to position 1 of 3.')).toBeInTheDocument();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByText('Blog is already first.')).toBeInTheDocument();
  await user.keyboard('{ArrowDown}');
  expect(await entryLabels()).toEqual(['Home', 'Blog', 'About']);

  // The Move down button is the same move for those who prefer a button.
  await user.click(entry('Home').getByRole('button', { name: 'Move Home down' }));
  expect(await entryLabels()).toEqual(['Blog', 'Home', 'About']);

  await user.click(screen.getByRole('button', { name: 'Save menu' }));
  expect(await screen.findByText('Menu saved')).toBeInTheDocument();
  expect(sentEntries(api)).toEqual([BLOG, HOME, ABOUT]);
});

test('reorders by dragging an entry by its handle onto another', async () => {
  renderNavigation();
  await menuList();
  const handle = entry('Blog').getByRole('button', { name: 'Move Blog' });
  const data = { effectAllowed: '', dropEffect: '', setData: jest.fn() };
  fireEvent.dragStart(handle, { dataTransfer: data });
  fireEvent.dragOver(screen.getByRole('listitem', { name: 'Home' }), { dataTransfer: data });
  fireEvent.drop(screen.getByRole('listitem', { name: 'Home' }), { dataTransfer: data });
  expect(await entryLabels()).toEqual(['Blog', 'Home', 'About']);
});

test('hides a page, renames one, adds a link to another site and saves them', async () => {
  const user = userEvent.setup();
  const api = renderNavigation();
  await menuList();
  await user.click(entry('Blog').getByRole('checkbox', { name: 'Hidden from the menu' }));
  const about = entry('About').getByRole('textbox', { name: 'Label' });
  await user.clear(about);
  await user.type(about, 'Our dojo');

  const adding = within(screen.getByRole('region', { name: 'Add a link to another site' }));
  await user.type(adding.getByRole('textbox', { name: 'Label' }), 'Shop');
  await user.type(adding.getByRole('textbox', { name: 'Address' }), 'http://shop.example.com');
  await user.click(adding.getByRole('button', { name: 'Add link' }));
  expect(await adding.findByText(NAVIGATION_RULES.https('Shop'))).toBeInTheDocument();
  const address = adding.getByRole('textbox', { name: 'Address' });
  await user.clear(address);
  await user.type(address, SHOP.url);
  await user.click(adding.getByRole('button', { name: 'Add link' }));
  expect(await entryLabels()).toEqual(['Home', 'Our dojo', 'Blog', 'Shop']);

  await user.click(screen.getByRole('button', { name: 'Save menu' }));
  expect(await screen.findByText('Menu saved')).toBeInTheDocument();
  expect(sentEntries(api)).toEqual([HOME, { ...ABOUT, label: 'Our dojo' }, { ...BLOG, hidden: true }, SHOP]);
});

test('says why the server refused a menu, and removes a link', async () => {
  const user = userEvent.setup();
  renderNavigation([HOME, { url: 'http://old.example.com/', label: 'Old shop' }]);
  await menuList();
  await user.click(screen.getByRole('button', { name: 'Save menu' }));
  expect(await screen.findByText(NAVIGATION_RULES.https('Old shop'))).toBeInTheDocument();
  await user.click(entry('Old shop').getByRole('button', { name: 'Remove Old shop' }));
  expect(await entryLabels()).toEqual(['Home']);
});

test('restores an earlier arrangement from its history', async () => {
  const user = userEvent.setup();
  renderNavigation();
  await menuList();
  const history = within(screen.getByRole('region', { name: 'History of the menu' }));
  await user.click(await history.findByRole('button', { name: /^Restore the version of/ }));
  expect(await history.findByText('Earlier version restored successfully')).toBeInTheDocument();
  expect(await entryLabels()).toEqual(['About', 'Home', 'Blog']);
});

// No lost updates (issue 32, item 1): the screen sends the revision it read (If-Match); when
// someone else saved the menu since, both menus are shown side by side: keep mine or take theirs.

const THEIR_MENU = { entries: [BLOG, HOME, { ...ABOUT, hidden: true }], revision: '4' };
const conflict: ConflictDetails = {
  by: 'Kenji Sato',
  at: '2026-11-27T09:30:00.000Z',
  revision: '4',
  record: THEIR_MENU,
  draft: null,
};

/** Kenji saved the menu after the screen read it: a save from revision 3 is refused with his. */
function savedMeanwhile() {
  let menu: Navigation & { revision: string } = { entries: [HOME, ABOUT, BLOG], revision: '3' };
  return {
    'GET /navigation': () => ok(menu),
    'PUT /navigation': (request: RecordedRequest) => {
      if (request.ifMatch === '"3"') {
        menu = THEIR_MENU;
        return { status: 409, body: { success: false, error: CONFLICT_MESSAGE, conflict } };
      }
      menu = { ...(request.body as Navigation), revision: '5' };
      return ok(menu);
    },
  };
}

/** Moves Blog up and saves: Kenji's save came first. */
async function saveOverKenji() {
  const user = userEvent.setup();
  const api = renderNavigation(undefined, savedMeanwhile());
  await menuList();
  await user.click(entry('Blog').getByRole('button', { name: 'Move Blog up' }));
  await user.click(screen.getByRole('button', { name: 'Save menu' }));
  const view = within(await screen.findByRole('alertdialog', { name: 'Your menu and the one saved since' }));
  return { user, api, view };
}

test('sends the revision it read as If-Match on Save menu and on a restore, then the one each answered', async () => {
  const user = userEvent.setup();
  const api = renderNavigation();
  await menuList();
  await user.click(screen.getByRole('button', { name: 'Save menu' }));
  expect(await screen.findByText('Menu saved')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/navigation').map((call) => call.ifMatch)).toEqual(['"3"']);

  const history = within(screen.getByRole('region', { name: 'History of the menu' }));
  expect(await history.findByText('Changed: Menu')).toBeInTheDocument();
  await user.click(await history.findByRole('button', { name: /^Restore the version of/ }));
  expect(await history.findByText('Earlier version restored successfully')).toBeInTheDocument();
  expect(api.callsTo('POST', '/navigation/revisions/v1/restore').map((call) => call.ifMatch)).toEqual([
    '"4"',
  ]);
  await user.click(screen.getByRole('button', { name: 'Save menu' }));
  await waitFor(() =>
    expect(api.callsTo('PUT', '/navigation').map((call) => call.ifMatch)).toEqual(['"3"', '"5"']),
  );
});

test('shows who saved the menu since and when, and both menus side by side', async () => {
  const { view } = await saveOverKenji();
  expect(view.getByText(CONFLICT_MESSAGE)).toBeInTheDocument();
  expect(view.getByText(/^Kenji Sato saved the menu on .*2026/)).toBeInTheDocument();
  const listed = (name: string) =>
    within(view.getByRole('region', { name }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(listed('Your menu')).toEqual(['Home (/)', 'Blog (/blog)', 'About (/about)']);
  expect(listed('Kenji Sato’s menu')).toEqual([
    'Blog (/blog)',
    'Home (/)',
    'About (/about), hidden from the menu',
  ]);
  expect(screen.queryByRole('button', { name: 'Save menu' })).not.toBeInTheDocument();
});

test('keep mine saves my menu over theirs with the revision the 409 named', async () => {
  const { user, api, view } = await saveOverKenji();
  await user.click(view.getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('Menu saved')).toBeInTheDocument();
  const saves = api.callsTo('PUT', '/navigation');
  expect(saves.map((call) => call.ifMatch)).toEqual(['"3"', '"4"']);
  expect((saves[1].body as Navigation).entries).toEqual([HOME, BLOG, ABOUT]);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await entryLabels()).toEqual(['Home', 'Blog', 'About']);
});

test('take theirs reads the menu again and shows theirs, saved next from their revision', async () => {
  const { user, api, view } = await saveOverKenji();
  await user.click(view.getByRole('button', { name: 'Take theirs' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await entryLabels()).toEqual(['Blog', 'Home', 'About']);
  expect(entry('About').getByRole('checkbox', { name: 'Hidden from the menu' })).toBeChecked();
  expect(api.callsTo('GET', '/navigation')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Save menu' }));
  expect(await screen.findByText('Menu saved')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/navigation').map((call) => call.ifMatch)).toEqual(['"3"', '"4"']);
});
