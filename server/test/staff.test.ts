import type {} from '../src/plugins/app/audit';
import type { RouteOptions } from 'fastify';
import { API_PREFIX, type Role } from '@academy/contracts';
import { accessOf } from '../src/plugins/app/auth';
import { roleRefusal } from '../src/services/roles';
import { AUTHOR_CANNOT_PUBLISH, AUTHOR_OWN_ONLY, AUTHOR_PUBLISHED } from '../src/content/authorRules';
import { readOutbox } from './helpers/outbox';
import { STAFF_PASSWORD, invitationLinkTo, invitedAccount } from './helpers/staff';
import { type AuthHeaders, type TestApp, ADMIN_EMAIL, api, createTestApp, signIn } from './helpers/testApp';

// Staff accounts (README "Staff accounts"): roles enforced on every route, invitations by mail,
// accounts and their removal, the last owner kept, and the audit log of what staff did.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who may call an admin route, by where it is: the policy every route is held to. */
function rolesFor(url: string): Role[] {
  const route = url.slice(API_PREFIX.length);
  if (
    route.startsWith('/auth/') ||
    route === '/previews' ||
    route === '/search' ||
    route === '/presence' ||
    route.startsWith('/blog/blogs') ||
    route.startsWith('/blog/detailed')
  ) {
    return ['owner', 'editor', 'author'];
  }
  if (['/users', '/audit', '/ops/', '/backups'].some((prefix) => route.startsWith(prefix))) return ['owner'];
  // The site's setting that refuses undescribed pictures (its list of pictures is for editors too).
  if (route === '/accessibility') return ['owner'];
  return ['owner', 'editor'];
}

describe('staff accounts', () => {
  let t: TestApp;
  let owner: AuthHeaders;
  const routes: { method: string; url: string; access?: string }[] = [];
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    route: string,
    headers: AuthHeaders,
    payload?: object,
  ) => t.app.inject({ method, url: api(route), headers, ...(payload && { payload }) });

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) =>
        app.addHook('onRoute', (route: RouteOptions) => {
          for (const method of [route.method].flat())
            routes.push({ method, url: route.url, access: accessOf(route) });
        }),
    });
    owner = await signIn(t.app);
  });
  afterAll(() => t.close());

  describe('invitations', () => {
    it('mail a link that makes the account with its role and signs it in, once', async () => {
      const invited = await call('POST', '/users/invitations', owner, {
        email: 'Sensei.Kenji@Example.com',
        name: 'Sensei Kenji',
        role: 'editor',
      });
      expect(invited.statusCode).toBe(200);
      expect(invited.json().data).toMatchObject({
        email: 'sensei.kenji@example.com',
        role: 'editor',
        invitedBy: 'Admin',
      });
      const listed = (await call('GET', '/users', owner)).json().data;
      expect(listed.invitations).toContainEqual(
        expect.objectContaining({ email: 'sensei.kenji@example.com' }),
      );
      const link = await invitationLinkTo(t, 'sensei.kenji@example.com');

      const weak = await call('POST', '/auth/accept-invitation', {} as AuthHeaders, {
        ...link,
        password: 'short',
      });
      expect(weak.statusCode).toBe(400);
      const accepted = await call('POST', '/auth/accept-invitation', {} as AuthHeaders, {
        ...link,
        password: STAFF_PASSWORD,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        success: true,
        token: expect.any(String),
        user: { name: 'Sensei Kenji', email: 'sensei.kenji@example.com', role: 'editor' },
      });
      const again = await call('POST', '/auth/accept-invitation', {} as AuthHeaders, {
        ...link,
        password: STAFF_PASSWORD,
      });
      expect([again.statusCode, again.json().error]).toEqual([
        400,
        'This invitation link is invalid, already used or expired. Ask an owner for a new one.',
      ]);
      const accounts = (await call('GET', '/users', owner)).json().data.accounts;
      expect(accounts).toContainEqual({
        _id: expect.any(String),
        email: 'sensei.kenji@example.com',
        name: 'Sensei Kenji',
        role: 'editor',
        twoFactorEnabled: false,
      });
      expect((await signIn(t.app, 'sensei.kenji@example.com', STAFF_PASSWORD)).authorization).toMatch(
        /^Bearer /,
      );
    });

    it('expire after 7 days, can be withdrawn, and are refused for an address that has an account or an invitation', async () => {
      await call('POST', '/users/invitations', owner, {
        email: 'late@example.com',
        name: 'Late',
        role: 'author',
      });
      const late = await invitationLinkTo(t, 'late@example.com');
      t.advanceClock(7 * DAY_MS + 1000);
      owner = await signIn(t.app);
      expect(
        (
          await call('POST', '/auth/accept-invitation', {} as AuthHeaders, {
            ...late,
            password: STAFF_PASSWORD,
          })
        ).statusCode,
      ).toBe(400);

      const pending = await call('POST', '/users/invitations', owner, {
        email: 'gone@example.com',
        name: 'Gone',
        role: 'author',
      });
      const twice = await call('POST', '/users/invitations', owner, {
        email: 'gone@example.com',
        name: 'Gone',
        role: 'author',
      });
      expect(twice.statusCode).toBe(409);
      expect(
        (await call('POST', '/users/invitations', owner, { email: ADMIN_EMAIL, name: 'Me', role: 'author' }))
          .statusCode,
      ).toBe(409);
      const link = await invitationLinkTo(t, 'gone@example.com');
      expect((await call('DELETE', `/users/invitations/${pending.json().data._id}`, owner)).json()).toEqual({
        success: true,
        data: null,
      });
      expect(
        (
          await call('POST', '/auth/accept-invitation', {} as AuthHeaders, {
            ...link,
            password: STAFF_PASSWORD,
          })
        ).statusCode,
      ).toBe(400);
      expect((await call('DELETE', `/users/invitations/${pending.json().data._id}`, owner)).statusCode).toBe(
        404,
      );
      const bad = await call('POST', '/users/invitations', owner, {
        email: 'x@example.com',
        name: 'X',
        role: 'admin',
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('accounts', () => {
    it('keep an owner: the last one can be neither demoted nor removed', async () => {
      const me = (await call('GET', '/users', owner))
        .json()
        .data.accounts.find((account: { email: string }) => account.email === ADMIN_EMAIL);
      const demoted = await call('PUT', `/users/${me._id}`, owner, { role: 'editor' });
      expect([demoted.statusCode, demoted.json().error]).toEqual([
        409,
        'The site needs at least one owner: make another account an owner first.',
      ]);
      expect((await call('DELETE', `/users/${me._id}`, owner)).statusCode).toBe(409);

      const second = await invitedAccount(t, owner, 'owner', 'second-owner@example.com');
      expect((await call('PUT', `/users/${second.id}`, owner, { role: 'editor' })).json().data.role).toBe(
        'editor',
      );
      expect((await call('PUT', `/users/${second.id}`, owner, { role: 'owner' })).json().data.role).toBe(
        'owner',
      );
      expect((await call('PUT', '/users/no-such-id', owner, { role: 'editor' })).statusCode).toBe(404);
    });

    it('removed, an account’s sessions end at once', async () => {
      const editor = await invitedAccount(t, owner, 'editor', 'leaving@example.com');
      expect((await call('GET', '/auth/me', editor.headers)).statusCode).not.toBe(401);
      expect((await call('DELETE', `/users/${editor.id}`, owner)).statusCode).toBe(200);
      const after = await call('PUT', '/home/hero', editor.headers, { herotitle: 'T', herodescription: 'D' });
      expect(after.statusCode).toBe(401);
    });
  });

  describe('roles', () => {
    it('every admin route answers a 403 with a sentence to the roles it is not for, and nothing of the kind to the others', async () => {
      const accounts: Record<Role, AuthHeaders> = {
        owner,
        editor: (await invitedAccount(t, owner, 'editor', 'sweep-editor@example.com')).headers,
        author: (await invitedAccount(t, owner, 'author', 'sweep-author@example.com')).headers,
      };
      const adminRoutes = routes.filter(({ method, access }) => access === 'admin' && method !== 'HEAD');
      expect(adminRoutes.length).toBeGreaterThan(100);
      for (const { method, url } of adminRoutes) {
        const concrete = url.replace(/:(\w+)/g, 'some-$1');
        for (const role of ['editor', 'author'] as const) {
          // Sign-out would end the sweep's own session.
          if (url.endsWith('/auth/logout')) continue;
          const response = await t.app.inject({
            method: method as 'GET',
            url: concrete,
            headers: accounts[role],
          });
          const refused = response.statusCode === 403 && response.json().error === roleRefusal(role);
          if (refused === rolesFor(url).includes(role)) {
            throw new Error(
              `${method} ${url} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    });

    it('an author writes posts as drafts, changes only their own, and publishes nothing', async () => {
      const author = await invitedAccount(t, owner, 'author', 'writer@example.com');
      const post = await call('POST', '/blog/blogs', author.headers, {
        blogtitle: 'My kata',
        blogdescription: 'Notes',
      });
      expect(post.json().data).toMatchObject({ blogtitle: 'My kata', status: 'draft' });
      const id = post.json().data._id;
      expect((await t.app.inject({ url: api(`/blog/blogs/${id}`) })).statusCode).toBe(404);

      const publishing = await call('POST', '/blog/blogs', author.headers, {
        blogtitle: 'Now',
        blogdescription: 'N',
        status: 'published',
      });
      expect([publishing.statusCode, publishing.json().error]).toEqual([403, AUTHOR_CANNOT_PUBLISH]);
      const scheduling = await call('PUT', `/blog/blogs/${id}`, author.headers, {
        blogtitle: 'My kata',
        blogdescription: 'Notes',
        status: 'scheduled',
        publishAt: new Date(t.app.now().getTime() + DAY_MS).toISOString(),
      });
      expect([scheduling.statusCode, scheduling.json().error]).toEqual([403, AUTHOR_CANNOT_PUBLISH]);
      expect((await call('POST', `/blog/blogs/${id}/publish`, author.headers)).json().error).toBe(
        AUTHOR_CANNOT_PUBLISH,
      );
      const edited = await call('PUT', `/blog/blogs/${id}`, author.headers, {
        blogtitle: 'My kata, revised',
        blogdescription: 'Notes',
      });
      expect(edited.json().data).toMatchObject({ blogtitle: 'My kata, revised', status: 'draft' });

      const editors = await call('POST', '/blog/blogs', owner, {
        blogtitle: 'Owner’s post',
        blogdescription: 'Live',
      });
      const others = editors.json().data._id;
      expect(
        (
          await call('PUT', `/blog/blogs/${others}`, author.headers, {
            blogtitle: 'Mine now',
            blogdescription: 'x',
          })
        ).json().error,
      ).toBe(AUTHOR_OWN_ONLY);
      expect((await call('DELETE', `/blog/blogs/${others}`, author.headers)).json().error).toBe(
        AUTHOR_OWN_ONLY,
      );

      // An editor publishes it; the author then changes it through a draft only.
      expect((await call('POST', `/blog/blogs/${id}/publish`, owner)).statusCode).toBe(200);
      expect(
        (
          await call('PUT', `/blog/blogs/${id}`, author.headers, {
            blogtitle: 'Live edit',
            blogdescription: 'x',
          })
        ).json().error,
      ).toBe(AUTHOR_PUBLISHED);
      expect(
        (
          await call('PUT', `/blog/blogs/${id}/draft`, author.headers, {
            blogtitle: 'Draft edit',
            blogdescription: 'x',
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/blog/blogs/${id}`, author.headers)).statusCode).toBe(200);

      expect((await call('GET', '/contact/contacts/submissions', author.headers)).json().error).toBe(
        roleRefusal('author'),
      );
      expect(
        (await call('PUT', '/home/hero', author.headers, { herotitle: 'T', herodescription: 'D' }))
          .statusCode,
      ).toBe(403);
    });
  });

  it('an author writes the detailed content of their own posts, of a published one only as a draft', async () => {
    const author = await invitedAccount(t, owner, 'author', 'details@example.com');
    const post = (
      await call('POST', '/blog/blogs', author.headers, { blogtitle: 'Kihon', blogdescription: 'x' })
    ).json().data;
    const others = (
      await call('POST', '/blog/blogs', owner, { blogtitle: 'Not theirs', blogdescription: 'x' })
    ).json().data;
    const details = await call('POST', '/blog/detailed', author.headers, {
      blogId: post._id,
      content: 'First draft',
    });
    expect(details.statusCode).toBe(200);
    const refused = await call('POST', '/blog/detailed', author.headers, {
      blogId: others._id,
      content: 'Mine?',
    });
    expect([refused.statusCode, refused.json().error]).toEqual([403, AUTHOR_OWN_ONLY]);

    await call('POST', `/blog/blogs/${post._id}/publish`, owner);
    const path = `/blog/detailed/${details.json().data._id}`;
    expect((await call('PUT', path, author.headers, { content: 'Live change' })).json().error).toBe(
      AUTHOR_PUBLISHED,
    );
    expect(
      (await call('PUT', `${path}/draft`, author.headers, { content: 'Drafted change' })).statusCode,
    ).toBe(200);
    expect((await call('POST', `${path}/publish`, author.headers)).json().error).toBe(AUTHOR_CANNOT_PUBLISH);
    expect((await call('POST', `${path}/publish`, owner)).json().data.content).toBe('Drafted change');
  });

  describe('the audit log', () => {
    it('records saves, deletes, restores, publishes, exports, invitations, accounts and the registry, newest first, filtered and paged, with no secret', async () => {
      const editor = await invitedAccount(t, owner, 'editor', 'audited@example.com');
      const hero = { herotitle: 'Audited title', herodescription: 'Secret-free text' };
      await call('PUT', '/home/hero', editor.headers, hero);
      await call('PUT', '/home/hero', editor.headers, { ...hero, herotitle: 'Second' });
      const [revision] = (await call('GET', '/home/hero/revisions', editor.headers)).json().data;
      await call('POST', `/home/hero/revisions/${revision._id}/restore`, editor.headers);
      await call('PUT', '/home/hero/draft', editor.headers, hero);
      await call('POST', '/home/hero/publish', editor.headers);
      const member = await call('POST', '/about/team', editor.headers, {
        teamtitle: 'Temp',
        teamdescription: 'x',
      });
      await call('DELETE', `/about/team/${member.json().data._id}`, editor.headers);
      await call('GET', '/contact/contacts/submissions.csv', editor.headers);

      const log = await call('GET', `/audit?account=${editor.id}`, owner);
      expect(log.statusCode).toBe(200);
      const { entries, total, page, pageSize } = log.json().data;
      expect([page, pageSize]).toEqual([1, 50]);
      expect(total).toBe(entries.length);
      expect(
        entries.map((entry: { action: string; path: string }) => `${entry.action} ${entry.path}`),
      ).toEqual([
        'export /contact/contacts/submissions.csv',
        `delete /about/team/${member.json().data._id}`,
        'save /about/team',
        'publish /home/hero/publish',
        'save /home/hero/draft',
        `restore /home/hero/revisions/${revision._id}/restore`,
        'save /home/hero',
        'save /home/hero',
        'account created /auth/accept-invitation',
      ]);
      expect(entries[0]).toMatchObject({
        accountId: editor.id,
        accountName: 'The editor',
        address: '127.0.0.1',
      });
      expect(entries[1].recordId).toBe(member.json().data._id);

      const invitations = (await call('GET', '/audit?action=invitation%20sent', owner)).json().data.entries;
      expect(invitations[0]).toMatchObject({
        action: 'invitation sent',
        path: '/users/invitations',
        accountName: 'Admin',
      });
      const future = (
        await call('GET', `/audit?from=${new Date(t.app.now().getTime() + DAY_MS).toISOString()}`, owner)
      ).json();
      expect(future.data.entries).toEqual([]);
      expect((await call('GET', '/audit?from=yesterday', owner)).statusCode).toBe(400);
      expect((await call('GET', '/audit', editor.headers)).statusCode).toBe(403);
      const csv = await call('GET', '/audit.csv?action=invitation%20sent', owner);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('When,Who,Action,What,Record,From,What happened');
      expect(lines.length).toBe(invitations.length + 1);
      expect(lines.slice(1).every((line) => line.includes(',Admin,invitation sent,/users/invitations'))).toBe(
        true,
      );

      const everything = JSON.stringify((await call('GET', '/audit?page=1', owner)).json().data);
      expect(everything).not.toContain(STAFF_PASSWORD);
      expect(everything).not.toContain('Secret-free text');
      for (const mail of await readOutbox(t.dataDir)) {
        const token = /token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
        if (token) expect(everything).not.toContain(token);
      }
    });

    it('keeps a year', async () => {
      await call('PUT', '/home/hero', owner, { herotitle: 'Old', herodescription: 'Entry' });
      t.advanceClock(366 * DAY_MS);
      owner = await signIn(t.app);
      await t.app.audit.purgeExpired();
      const { entries } = (await call('GET', '/audit', owner)).json().data;
      expect(
        entries.every(
          (entry: { at: string }) => new Date(entry.at).getTime() > t.app.now().getTime() - 365 * DAY_MS,
        ),
      ).toBe(true);
      expect(entries.length).toBeGreaterThan(0);
    });
  });
});
