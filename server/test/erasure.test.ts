// First: the test app's helpers give the database code the PGlite module Node loads itself.
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';
import fs from 'node:fs/promises';
import path from 'node:path';
import { storedImageFiles } from '@academy/contracts';
import { storedFiles } from '../src/db/schema';
import { pngFile } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import { invitedAccount } from './helpers/staff';

// Erasure (docs/decisions/0047-erasure.md): a person asks the academy to remove their photo. Staff
// erase a stored file for good: revisions, drafts and the trash lose it, its files go, its URLs
// answer 404.

describe('erasing a stored file', () => {
  let t: TestApp;
  let owner: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app);
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, unknown>) => {
    const body = await multipartBody(fields as Parameters<typeof multipartBody>[0]);
    const response = await t.app.inject({
      method,
      url: api(url),
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, string>;
  };
  const hero = async (colour: string) =>
    (
      await send('PUT', '/home/hero', {
        herotitle: 'Hero',
        herodescription: 'Text',
        heroimg: await pngFile('p.png', colour),
      })
    ).heroimg;
  const erase = (name: string, headers: AuthHeaders = owner) =>
    t.app.inject({ method: 'DELETE', url: api(`/admin/uploads/${name}`), headers });
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const onDisk = async (name: string) =>
    (
      await Promise.all(
        ['uploads', 'uploads-trash'].map((folder) =>
          fs.stat(path.join(t.dataDir, folder, name)).then(
            () => true,
            () => false,
          ),
        ),
      )
    ).some(Boolean);

  it('takes a replaced picture out of every revision, deletes its files, and its URLs answer 404 at once', async () => {
    const old = await hero('#aa0000');
    const current = await hero('#00aa00');
    const name = path.basename(old);
    const files = storedImageFiles(name);
    // Kept for the revisions: still public today.
    expect(await served(old)).toBe(200);
    const history = await t.app.inject({ url: api('/home/hero/revisions'), headers: owner });
    expect(JSON.stringify(history.json().data)).toContain(old);

    const erased = await erase(name);
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toMatchObject({ name, revisions: 1 });
    for (const file of files) {
      expect(await served(`/uploads/${file}`)).toBe(404);
      expect(await onDisk(file)).toBe(false);
    }
    const recorded = (await t.app.db.select().from(storedFiles)).map((row) => row.name);
    for (const file of files) expect(recorded).not.toContain(file);
    const after = await t.app.inject({ url: api('/home/hero/revisions'), headers: owner });
    expect(JSON.stringify(after.json().data)).not.toContain(old);
    expect(await served(current)).toBe(200);

    const audit = await t.app.inject({ url: api('/audit?action=upload%20erased'), headers: owner });
    expect(audit.json().data.entries[0]).toMatchObject({ action: 'upload erased' });
  });

  it('refuses a file the published site still shows (409), an unknown one (404), and an author (403)', async () => {
    const current = await hero('#0000aa');
    const refused = await erase(path.basename(current));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This file is still shown on the site (a page): replace or remove it there first, then erase it.',
    );
    expect(await served(current)).toBe(200);
    expect((await erase('0123456789abcdef0123456789abcdef-10x10-avif.webp')).statusCode).toBe(404);
    expect((await erase('x.html')).statusCode).toBe(404);
    const author = await invitedAccount(t, owner, 'author');
    expect((await erase(path.basename(current), author.headers)).statusCode).toBe(403);
    const editor = await invitedAccount(t, owner, 'editor');
    expect((await erase(path.basename(current), editor.headers)).statusCode).toBe(409);
  });

  it('takes a picture out of an item in the trash and out of a draft', async () => {
    const member = await send('POST', '/about/team', {
      teamtitle: 'Someone',
      teamdescription: 'Asked to be removed',
      teamimg: await pngFile('someone.png', '#123456'),
    });
    const name = path.basename(member.teamimg);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: api(`/about/team/${member._id}`),
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(await onDisk(name)).toBe(true);

    const erased = await erase(name);
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toMatchObject({ items: 1 });
    expect(await onDisk(name)).toBe(false);
    const restored = await t.app.inject({
      method: 'POST',
      url: api(`/trash/${member._id}/restore`),
      headers: owner,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.teamimg).toBe('');

    // A draft's picture, never published.
    const published = await hero('#654321');
    const drafted = (await send('PUT', '/home/hero/draft', {
      herotitle: 'Later',
      herodescription: 'Text',
      heroimg: await pngFile('d.png', '#111111'),
    })) as unknown as { fields: { heroimg: string } };
    const draftImage = drafted.fields.heroimg;
    expect(draftImage).not.toBe(published);
    const erasedDraft = await erase(path.basename(draftImage));
    expect(erasedDraft.statusCode).toBe(200);
    expect(erasedDraft.json().data).toMatchObject({ drafts: 1 });
    const draft = await t.app.inject({ url: api('/home/hero/draft'), headers: owner });
    expect(JSON.stringify(draft.json())).not.toContain(draftImage);
    expect(await served(draftImage)).toBe(404);
  });
});
