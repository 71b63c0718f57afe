import {
  type AuditEntry,
  CONFLICT_MESSAGE,
  type MenuEntry,
  type MenuPageEntry,
  NAVIGATION_RULES,
  type Navigation,
  offeredMenuPages,
} from '@academy/contracts';
import { writeFiles } from './helpers/files';
import { shellBuild } from './helpers/fakeBuilds';
import { writeShellManifest } from './helpers/remoteReleases';
import { invitedAccount } from './helpers/staff';
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

// The menu, arranged by staff (issue 32, item 5): GET/PUT /navigation, its revisions, and the
// server's pages, whose header and footer read it through the API as every page's frame does.

/** A shell whose every page is its menu, read through the API as the real shell's frame reads it. */
const menuShell = {
  ...shellBuild('one'),
  'shell/dist/index.html': '<!doctype html><title>Shell</title>',
  'shell/dist/server/render.js': `
    exports.renderPage = async (request, { reader }) => {
      const { entries } = await reader.get('/navigation');
      const links = entries.filter((entry) => !entry.hidden)
        .map((entry) => '<a href="' + (entry.url || entry.path) + '">' + entry.label + '</a>');
      return {
        kind: 'page',
        status: 200,
        html: '<nav>' + links.join('') + '</nav>',
        hydration: { loaderData: {}, actionData: null, errors: null },
        title: 'Home', meta: { title: 'Home', description: 'Home' }, siteName: 'Dojo',
        remotes: [],
        complete: true,
      };
    };`,
};

const SHOP = { url: 'https://shop.example.com/', label: 'Shop' };

describe('the menu arranged by staff', () => {
  let t: TestApp;
  let owner: AuthHeaders;
  let offered: MenuPageEntry[];
  const call = (method: 'GET' | 'PUT' | 'POST', route: string, headers?: AuthHeaders, payload?: object) =>
    t.app.inject({ method, url: api(route), ...(headers && { headers }), ...(payload && { payload }) });
  /** PUT an arrangement; with `revision`, from that revision (If-Match). */
  const arrange = (entries: MenuEntry[], headers = owner, revision?: string) =>
    t.app.inject({
      method: 'PUT',
      url: api('/navigation'),
      headers: { ...headers, ...(revision !== undefined && { 'if-match': `"${revision}"` }) },
      payload: { entries },
    });
  /** The menu's revision now, as its GET answers it. */
  const revisionNow = async (): Promise<string> => (await call('GET', '/navigation')).json().data.revision;
  const menu = async (): Promise<MenuEntry[]> => (await call('GET', '/navigation')).json().data.entries;
  const homeNav = async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    return /<nav>(.*?)<\/nav>/.exec(page.body)?.[1];
  };
  const linksOf = (entries: MenuEntry[]) =>
    entries
      .filter((entry) => !('hidden' in entry && entry.hidden))
      .map((entry) => `<a href="${'url' in entry ? entry.url : entry.path}">${entry.label}</a>`)
      .join('');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app);
    await writeFiles(t.config.staticRoot, menuShell);
    await writeShellManifest(t.config.staticRoot);
    offered = offeredMenuPages(t.app.sections.map((section) => section.definition)).map((page) => ({
      ...page,
      hidden: false,
    }));
  });
  afterAll(() => t.close());

  it("answers the sections' pages in their order, to visitors too, until staff arrange them", async () => {
    const answer = await call('GET', '/navigation');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ entries: offered, revision: '0' });
    expect(answer.headers.etag).toBe('"0"');
    expect(offered.slice(0, 2)).toEqual([
      { path: '/', label: 'Home', hidden: false },
      { path: '/about', label: 'About', hidden: false },
    ]);
  });

  it("drives the server's pages: a hidden entry, a renamed one and a link to another site, in their order", async () => {
    expect(await homeNav()).toBe(linksOf(offered));
    const [home, about, ...rest] = offered;
    const entries = [{ ...about, label: ' Our dojo ' }, SHOP, home, ...rest].map((entry) =>
      'path' in entry && entry.path === '/blog' ? { ...entry, hidden: true } : entry,
    );
    const saved = await arrange(entries);
    expect(saved.statusCode).toBe(200);
    const stored = entries.map((entry) => ({ ...entry, label: entry.label.trim() }));
    expect(saved.json().data).toEqual({ entries: stored, revision: '1' });
    expect(await menu()).toEqual(stored);

    const nav = await homeNav();
    expect(nav).toBe(linksOf(stored));
    expect(nav).toMatch(/^<a href="\/about">Our dojo<\/a><a href="https:\/\/shop.example.com\/">Shop<\/a>/);
    expect(nav).not.toContain('>Blog<');
  });

  it("puts a page the arrangement does not place yet (a new section's) at the end, shown", async () => {
    const withoutContact = offered.filter((entry) => entry.path !== '/contact');
    await arrange([SHOP, ...withoutContact]);
    expect(await menu()).toEqual([
      SHOP,
      ...withoutContact,
      { path: '/contact', label: 'Contact', hidden: false },
    ]);
    expect(await homeNav()).toMatch(/<a href="\/contact">Contact<\/a>$/);
  });

  it('refuses with a sentence a link that is not https:, a page no section offers, a page twice, an empty label', async () => {
    const before = await menu();
    const refusals: [MenuEntry[], string][] = [
      [[...offered, { url: 'http://shop.example.com', label: 'Shop' }], NAVIGATION_RULES.https('Shop')],
      [[...offered, { url: 'javascript:alert(1)', label: 'Click' }], NAVIGATION_RULES.https('Click')],
      [[...offered, { url: 'shop.example.com', label: 'Shop' }], NAVIGATION_RULES.https('Shop')],
      [
        [...offered, { path: '/admin', label: 'Admin', hidden: false }],
        NAVIGATION_RULES.notOffered('/admin'),
      ],
      [[...offered, offered[1]], NAVIGATION_RULES.twice(offered[1].path)],
      [[{ ...offered[0], label: '  ' }], NAVIGATION_RULES.label],
      [[{ url: 'https://shop.example.com', label: '' }], NAVIGATION_RULES.label],
    ];
    for (const [entries, sentence] of refusals) {
      const refused = await arrange(entries);
      expect([refused.statusCode, refused.json()]).toEqual([400, { success: false, error: sentence }]);
    }
    const malformed = await call('PUT', '/navigation', owner, { entries: [{ label: 'Nowhere' }] });
    expect(malformed.statusCode).toBe(400);
    expect(await menu()).toEqual(before);
  });

  it('keeps each arrangement it replaced as a revision, restorable, and tells it in the activity log', async () => {
    await arrange(offered);
    await arrange([SHOP, ...offered]);
    const revisions = (await call('GET', '/navigation/revisions', owner)).json().data as {
      _id: string;
      by: string;
      fields: Navigation;
    }[];
    expect(revisions[0].fields).toEqual({ entries: offered });
    expect(revisions[0].by).toBe('Admin');
    const restored = await call('POST', `/navigation/revisions/${revisions[0]._id}/restore`, owner);
    expect(restored.json().data).toMatchObject({ entries: offered });
    expect(await menu()).toEqual(offered);
    expect(await homeNav()).toBe(linksOf(offered));

    const audit = await call('GET', '/audit', owner);
    const entries = (audit.json().data.entries as AuditEntry[]).slice(0, 3).reverse();
    expect(entries.map((entry) => [entry.sentence, entry.link])).toEqual([
      ['Admin saved the site menu', '/admin/navigation'],
      ['Admin saved the site menu', '/admin/navigation'],
      ['Admin restored an earlier version of the site menu', '/admin/navigation'],
    ]);
  });

  it('lets editors arrange the menu, not authors, and no one signed out', async () => {
    const editor = await invitedAccount(t, owner, 'editor');
    expect((await arrange(offered, editor.headers)).statusCode).toBe(200);
    const author = await invitedAccount(t, owner, 'author');
    expect((await arrange([SHOP, ...offered], author.headers)).statusCode).toBe(403);
    expect((await call('GET', '/navigation/revisions', author.headers)).statusCode).toBe(403);
    expect((await call('PUT', '/navigation', undefined, { entries: [] })).statusCode).toBe(401);
    expect(await menu()).toEqual(offered);
  });

  it("answers its revision, and of two saves sent at once from it saves one and refuses the other with the winner's menu", async () => {
    const editor = await invitedAccount(t, owner, 'editor', 'second.editor@example.com');
    const read = await call('GET', '/navigation');
    const { revision } = read.json().data as { revision: string };
    expect(read.headers.etag).toBe(`"${revision}"`);
    const mine = [SHOP, ...offered];
    const theirs = [...offered].reverse();
    const answers = await Promise.all([
      arrange(mine, owner, revision),
      arrange(theirs, editor.headers, revision),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.statusCode === 200)!;
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    const winner = won.json().data as Navigation & { revision: string };
    expect(Number(winner.revision)).toBe(Number(revision) + 1);
    expect(won.headers.etag).toBe(`"${winner.revision}"`);
    expect(refused.json()).toEqual({
      success: false,
      error: CONFLICT_MESSAGE,
      conflict: {
        by: 'url' in winner.entries[0] ? 'Admin' : 'The editor',
        at: expect.any(String),
        revision: winner.revision,
        record: winner,
        draft: null,
      },
    });
    expect(await menu()).toEqual(winner.entries);

    // Keeping mine: a save over theirs from the revision the 409 named.
    const keptMine = await arrange(mine, owner, winner.revision);
    expect([keptMine.statusCode, await menu()]).toEqual([200, mine]);
  });

  it('saves without If-Match as before (scripts), and refuses a restore from a revision someone saved over', async () => {
    const withShop = [SHOP, ...offered];
    await arrange(withShop);
    const opened = await revisionNow();
    // A script's save: no If-Match, applied whatever the revision.
    expect((await arrange(offered)).statusCode).toBe(200);
    expect(await revisionNow()).toBe(String(Number(opened) + 1));
    const [earlier] = (await call('GET', '/navigation/revisions', owner)).json().data as {
      _id: string;
      fields: Navigation;
    }[];
    expect(earlier.fields.entries).toEqual(withShop);
    const restore = (revision: string) =>
      t.app.inject({
        method: 'POST',
        url: api(`/navigation/revisions/${earlier._id}/restore`),
        headers: { ...owner, 'if-match': `"${revision}"` },
      });

    const stale = await restore(opened);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: CONFLICT_MESSAGE,
      conflict: { by: 'Admin', record: { entries: offered } },
    });
    expect(await menu()).toEqual(offered);

    const restored = await restore(await revisionNow());
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ entries: withShop, revision: String(Number(opened) + 2) });
    expect(await menu()).toEqual(withShop);
  });
});
