import type { AuditEntry } from '@academy/contracts';
import {
  type AuthHeaders,
  type TestApp,
  api,
  contentClient,
  invitedAccount,
  pngFile,
  withSignedInApp,
} from './helpers';

// Activity that reads as what people did (issue 32, item 7): each entry of the audit log is a
// sentence naming the record as it was called then, with the screen that edits it.

describe('the activity log’s sentences', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const client = contentClient(() => ({ t, headers }));
  const call = (method: 'POST' | 'PUT' | 'DELETE', route: string, payload?: object, auth = headers) =>
    t.app.inject({ method, url: api(route), headers: auth, ...(payload && { payload }) });

  /** The newest entries, as `sentence → link` lines, newest last (the order they happened in). */
  async function latest(count: number): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: api('/audit'), headers });
    const entries: AuditEntry[] = response.json().data.entries;
    return entries
      .slice(0, count)
      .reverse()
      .map((entry) => (entry.link ? `${entry.sentence} → ${entry.link}` : entry.sentence));
  }

  it('tells a record’s saves, drafts, publishing and restored versions by its section and editor', async () => {
    const hero = { herotitle: 'Train with us', herodescription: 'Every age, every level.' };
    await client.send('PUT', '/home/hero', { ...hero, heroimg: await pngFile() });
    await call('PUT', '/home/hero/draft', { ...hero, herotitle: 'Train with us today' });
    await call('POST', '/home/hero/publish');
    await call('PUT', '/home/hero/draft', hero);
    await call('DELETE', '/home/hero/draft');
    const revisions = await t.app.inject({ method: 'GET', url: api('/home/hero/revisions'), headers });
    await call('POST', `/home/hero/revisions/${revisions.json().data[0]._id}/restore`);
    await client.send('PUT', '/about/hero', { ...hero, heroimg: await pngFile() });
    await client.send('PUT', '/home/service/2', {
      servicetitle: 'Competition team',
      servicedescription: 'Tournaments.',
    });

    expect(await latest(8)).toEqual([
      'Admin saved Home › Hero section → /admin/home',
      'Admin saved a draft of Home › Hero section → /admin/home',
      'Admin published Home › Hero section → /admin/home',
      'Admin saved a draft of Home › Hero section → /admin/home',
      'Admin discarded the draft of Home › Hero section → /admin/home',
      'Admin restored an earlier version of Home › Hero section → /admin/home',
      'Admin saved About › Hero section → /admin/about',
      'Admin saved Home › Service 2 "Competition team" → /admin/home',
    ]);
  });

  it('names a list’s item by its title at the time, through the trash and out of it', async () => {
    const added = await client.send('POST', '/service/services', {
      servicetitle: 'Kids Karate',
      servicedescription: 'Ages 5 to 8.',
    });
    const id = added.json().data._id;
    await client.send('PUT', `/service/services/${id}`, {
      servicetitle: 'Kids Karate Plus',
      servicedescription: 'Ages 5 to 8.',
    });
    await call('DELETE', `/service/services/${id}`);
    await call('POST', `/trash/${id}/restore`);
    await call('DELETE', `/service/services/${id}`);
    await call('DELETE', `/trash/${id}`);

    expect(await latest(6)).toEqual([
      'Admin added the service "Kids Karate" → /admin/service',
      'Admin saved the service "Kids Karate Plus" → /admin/service',
      'Admin moved the service "Kids Karate Plus" to the trash → /admin/service',
      'Admin restored the service "Kids Karate Plus" from the trash → /admin/service',
      'Admin moved the service "Kids Karate Plus" to the trash → /admin/service',
      'Admin deleted the service "Kids Karate Plus" for good → /admin/trash',
    ]);
    const entries: AuditEntry[] = (await t.app.inject({ method: 'GET', url: api('/audit'), headers })).json()
      .data.entries;
    expect(entries.find((entry) => entry.sentence.includes('added'))).toMatchObject({
      subject: 'the service "Kids Karate"',
      recordId: '',
      path: '/service/services',
    });
  });

  it('tells invitations, roles and removed accounts by the people they were about', async () => {
    await call('POST', '/users/invitations', {
      email: 'temp.editor@example.com',
      name: 'Temp',
      role: 'editor',
    });
    const pending = (await t.app.inject({ method: 'GET', url: api('/users'), headers })).json().data
      .invitations;
    await call('DELETE', `/users/invitations/${pending[0]._id}`);
    const author = await invitedAccount(t, headers, 'author', 'writer@example.com');
    await call('PUT', `/users/${author.id}`, { role: 'editor' });
    await call('DELETE', `/users/${author.id}`);

    expect(await latest(6)).toEqual([
      'Admin invited temp.editor@example.com as editor → /admin/team',
      'Admin withdrew the invitation of temp.editor@example.com → /admin/team',
      'Admin invited writer@example.com as author → /admin/team',
      'The author accepted an invitation',
      'Admin made The author an editor → /admin/team',
      'Admin removed the account of The author → /admin/team',
    ]);
  });

  it('tells sign-ins and refusals in words', async () => {
    await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(await latest(1)).toEqual(['nobody@example.com could not sign in']);
    const editor = await invitedAccount(t, headers, 'editor', 'second.editor@example.com');
    await t.app.inject({ method: 'GET', url: api('/users'), headers: editor.headers });
    expect(await latest(1)).toEqual(['The editor was refused access to /users']);
  });

  it('puts the sentence in the CSV download', async () => {
    await call('PUT', '/home/hero/draft', { herotitle: 'CSV', herodescription: 'Line' });
    const csv = await t.app.inject({ method: 'GET', url: api('/audit.csv?action=save'), headers });
    const [header, newest] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('When,Who,Action,What,Record,From,What happened');
    expect(newest.endsWith(',Admin saved a draft of Home › Hero section')).toBe(true);
  });
});
