// First: the test app's helpers give the database code the PGlite module Node loads itself.
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { MEDIA_SENTENCES, type MediaFile, type MediaReplacement, mediaPaths } from '@academy/contracts';
import { auditLog, contentRevisions, storedFiles } from '../src/db/schema';
import { pngFile } from './helpers/images';
import { multipartBody, type PartValue } from './helpers/multipart';
import { invitedAccount } from './helpers/staff';

// The media library (issue 32, item 6): every stored file with where it is used, the unused and
// undescribed ones, 'Replace everywhere' as a save of each record, and an unused file to the trash.

describe('the media library (/media)', () => {
  let t: TestApp;
  let owner: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app);
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PUT', url: string, parts: Record<string, PartValue>) => {
    const body = await multipartBody(parts);
    return t.app.inject({
      method,
      url: api(url),
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
  };
  const saved = async (method: 'POST' | 'PUT', url: string, parts: Record<string, PartValue>) => {
    const response = await send(method, url, parts);
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, string>;
  };
  const library = async (query = '', headers = owner) => {
    const response = await t.app.inject({ method: 'GET', url: api(`${mediaPaths.list}${query}`), headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as MediaFile[];
  };
  const deleteFile = (name: string) =>
    t.app.inject({ method: 'DELETE', url: api(mediaPaths.item(name)), headers: owner });
  const fileAt = async (filePath: string, query = '') =>
    (await library(query)).find((file) => file.path === filePath);
  const saveHero = async (colour: string, alt = '') =>
    (
      await saved('PUT', '/home/hero', {
        herotitle: 'Hero',
        herodescription: 'Text',
        heroimg: await pngFile('hero.png', colour),
        heroimgAlt: alt,
      })
    ).heroimg;

  /** The home hero's image field given a stored picture's path: 'Choose from library'. */
  const chooseForHero = (chosen: string) =>
    saved('PUT', '/home/hero', {
      herotitle: 'Hero',
      herodescription: 'Text',
      heroimg: chosen,
      heroimgAlt: 'Chosen',
    });

  it('lists each stored picture once with its size, dimensions, description and current use; authors may not', async () => {
    const hero = await saveHero('#aa0000', 'A red square');
    const file = await fileAt(hero);
    expect(file).toMatchObject({
      name: path.basename(hero),
      kind: 'image',
      width: expect.any(Number),
      height: expect.any(Number),
      description: 'A red square',
      decorative: false,
      usages: [{ section: 'Home', record: expect.any(String), field: expect.any(String), only: null }],
    });
    expect(file!.size).toBeGreaterThan(0);
    expect(file!.served).toBe(true);
    expect(file!.usages[0].adminPath).toBe('/admin/home');
    // The narrower copies and AVIF twins are the same picture: not listed apart.
    expect((await library()).filter((entry) => entry.name.startsWith(file!.name.slice(0, 32)))).toHaveLength(
      1,
    );

    const author = await invitedAccount(t, owner, 'author');
    const refused = await t.app.inject({ method: 'GET', url: api(mediaPaths.list), headers: author.headers });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api(mediaPaths.list) })).statusCode).toBe(401);
  });

  it('tells a picture only the history keeps from one only the trash keeps, and filters unused and undescribed', async () => {
    const replaced = await saveHero('#00aa00', 'Green');
    const current = await saveHero('#0000aa');
    const member = await saved('POST', '/about/team', {
      teamtitle: 'Ana',
      teamdescription: 'Coach',
      teamimg: await pngFile('ana.png', '#654321'),
      teamimgAlt: 'Ana smiling',
    });
    const trashed = await t.app.inject({
      method: 'DELETE',
      url: api(`/about/team/${member._id}`),
      headers: owner,
    });
    expect(trashed.statusCode).toBe(200);
    // Kept aside with its record in the trash: not served, so no preview, but still its size.
    expect(await fileAt(member.teamimg)).toMatchObject({ served: false, size: expect.any(Number) });
    expect((await t.app.inject({ method: 'GET', url: member.teamimg as string })).statusCode).toBe(404);

    expect((await fileAt(replaced))!.usages).toEqual([
      expect.objectContaining({ section: 'Home', only: 'history' }),
    ]);
    expect((await fileAt(member.teamimg))!.usages).toEqual([
      {
        section: 'About',
        record: 'Team member "Ana"',
        field: 'Photo',
        adminPath: '/admin/trash',
        only: 'trash',
      },
    ]);

    const unused = (await library('?filter=unused')).map((file) => file.path);
    expect(unused).toEqual(expect.arrayContaining([replaced, member.teamimg]));
    expect(unused).not.toContain(current);
    const undescribed = (await library('?filter=undescribed')).map((file) => file.path);
    expect(undescribed).toContain(current);
    expect(undescribed).not.toContain(replaced);
    const bad = await t.app.inject({ method: 'GET', url: api('/media?filter=everything'), headers: owner });
    expect(bad.statusCode).toBe(400);
  });

  it("takes a picture chosen from the library in another record's image field, naming the same file; refuses one no longer there", async () => {
    const member = await saved('POST', '/about/team', {
      teamtitle: 'Dee',
      teamdescription: 'Coach',
      teamimg: await pngFile('dee.png', '#224466'),
      teamimgAlt: 'Dee',
    });
    const files = await t.app.db.select().from(storedFiles);
    const hero = await chooseForHero(member.teamimg);
    expect(hero).toMatchObject({ heroimg: member.teamimg, heroimgAlt: 'Chosen' });
    // Nothing was uploaded twice.
    expect(await t.app.db.select().from(storedFiles)).toHaveLength(files.length);
    expect(
      (await fileAt(member.teamimg))!.usages.map((usage) => `${usage.section} › ${usage.record}`),
    ).toEqual([expect.stringMatching(/^Home › /), 'About › Team member "Dee"']);
    // A draft and a list item take one too.
    const draft = await send('PUT', '/home/hero/draft', {
      herotitle: 'Draft',
      herodescription: 'Text',
      heroimg: member.teamimg,
    });
    expect(draft.statusCode).toBe(200);

    const gone = await send('PUT', '/home/hero', {
      herotitle: 'Hero',
      herodescription: 'Text',
      heroimg: '/uploads/0123456789abcdef0123456789abcdef-10x10-avif.webp',
    });
    expect([gone.statusCode, gone.json().error]).toEqual([400, MEDIA_SENTENCES.chosenGone]);
    const trashed = await t.app.inject({
      method: 'DELETE',
      url: api(`/about/team/${member._id}`),
      headers: owner,
    });
    expect(trashed.statusCode).toBe(200);
    const other = await saved('POST', '/about/team', {
      teamtitle: 'Eve',
      teamdescription: 'Coach',
      teamimg: await pngFile('eve.png', '#446622'),
      teamimgAlt: 'Eve',
    });
    await t.app.inject({ method: 'DELETE', url: api(`/about/team/${other._id}`), headers: owner });
    const inTrash = await send('POST', '/about/team', {
      teamtitle: 'Fay',
      teamdescription: 'Coach',
      teamimg: other.teamimg,
    });
    expect([inTrash.statusCode, inTrash.json().error]).toEqual([400, MEDIA_SENTENCES.chosenGone]);
  });

  it('replaces a picture everywhere: each record using it is saved with the new one, its old state kept in its history', async () => {
    const member = await saved('POST', '/about/team', {
      teamtitle: 'Bo',
      teamdescription: 'Coach',
      teamimg: await pngFile('bo.png', '#112233'),
      teamimgAlt: 'Bo',
    });
    const old = member.teamimg;
    // The same file in a second record: chosen from the library.
    await chooseForHero(old);
    const revisionsBefore = await t.app.db
      .select()
      .from(contentRevisions)
      .where(like(contentRevisions.record, 'home/hero'));

    const response = await send('POST', mediaPaths.replace(path.basename(old)), {
      file: await pngFile('new.png', '#fedcba'),
      fileAlt: 'The new picture',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json().data as MediaReplacement;
    expect(answer.saved.map((usage) => `${usage.section} › ${usage.record}`).sort()).toEqual([
      'About › Team member "Bo"',
      expect.stringMatching(/^Home › /),
    ]);
    const next = answer.file.path;
    expect(next).not.toBe(old);
    expect(answer.file.description).toBe('The new picture');

    // The public reads show the new picture; the old one is kept by both histories only.
    const publicHero = await t.app.inject({ method: 'GET', url: api('/home/hero') });
    expect(publicHero.json().data).toMatchObject({ heroimg: next, heroimgAlt: 'The new picture' });
    const team = (await t.app.inject({ method: 'GET', url: api('/about/team') })).json().data as Record<
      string,
      string
    >[];
    expect(team.find((entry) => entry._id === member._id)).toMatchObject({ teamimg: next });
    const revisionsAfter = await t.app.db
      .select()
      .from(contentRevisions)
      .where(like(contentRevisions.record, 'home/hero'));
    expect(revisionsAfter).toHaveLength(revisionsBefore.length + 1);
    const history = await t.app.inject({
      method: 'GET',
      url: api(`/about/team/${member._id}/revisions`),
      headers: owner,
    });
    expect(history.json().data[0].fields).toMatchObject({ teamimg: old });
    expect((await fileAt(old))!.usages.map((usage) => usage.only)).toEqual(['history', 'history']);
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);

    // One sentence per record saved, and one for the replacement.
    const sentences = (
      await t.app.db
        .select({ summary: auditLog.summary })
        .from(auditLog)
        .where(like(auditLog.summary, 'replaced %'))
    ).map((row) => row.summary);
    expect(sentences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^replaced the picture in Home › /),
        'replaced the picture in About › Team member "Bo"',
      ]),
    );
    const entry = await t.app.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.path, mediaPaths.replace(path.basename(old))));
    expect(entry[0].summary).toBe(`saved a new file in place of the picture "${path.basename(old)}"`);

    // A file nothing uses now has nothing to replace; a request without a file is refused.
    const nothing = await send('POST', mediaPaths.replace(path.basename(old)), { file: await pngFile() });
    expect(nothing.json()).toMatchObject({ error: MEDIA_SENTENCES.nowhereToReplace });
    const noFile = await send('POST', mediaPaths.replace(path.basename(next)), { fileAlt: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ error: MEDIA_SENTENCES.noFile });
  });

  it('keeps a file several records use while one of them goes to the trash and is deleted for good', async () => {
    const member = await saved('POST', '/about/team', {
      teamtitle: 'Cy',
      teamdescription: 'Coach',
      teamimg: await pngFile('cy.png', '#445566'),
      teamimgAlt: 'Cy',
    });
    await chooseForHero(member.teamimg);
    const served = async () => (await t.app.inject({ method: 'GET', url: member.teamimg })).statusCode;

    const trashed = await t.app.inject({
      method: 'DELETE',
      url: api(`/about/team/${member._id}`),
      headers: owner,
    });
    expect(trashed.statusCode).toBe(200);
    expect(await served()).toBe(200);
    const purged = await t.app.inject({ method: 'DELETE', url: api(`/trash/${member._id}`), headers: owner });
    expect(purged.statusCode).toBe(200);
    expect(await served()).toBe(200);
    expect((await fileAt(member.teamimg))!.usages).toEqual([
      expect.objectContaining({ section: 'Home', only: null }),
    ]);
  });

  it("counts a picture a section keeps in its own table (a post's media) as used by it: not deletable, not replaceable here", async () => {
    const post = await saved('POST', '/blog/blogs', { blogtitle: 'Kata day', blogdescription: 'Photos' });
    const detailed = await send('POST', '/blog/detailed', {
      blogId: post._id,
      content: 'Text',
      media: [await pngFile('kata.png', '#778899')],
      mediaAlt: 'Kata line-up',
    });
    expect(detailed.statusCode).toBe(200);
    const media = (detailed.json().data as { media: { url: string }[] }).media[0].url;
    expect((await fileAt(media))!.usages).toEqual([
      { section: 'Blog', record: 'Detailed', field: '', adminPath: '/admin/blog', only: null },
    ]);
    expect((await deleteFile(path.basename(media))).statusCode).toBe(409);
    const replaced = await send('POST', mediaPaths.replace(path.basename(media)), { file: await pngFile() });
    expect(replaced.json()).toMatchObject({ error: MEDIA_SENTENCES.replaceWhereUsed('Blog › Detailed') });
  });

  it('refuses to delete a used file with a sentence, and moves an unused one to the trash, restorable', async () => {
    const current = await saveHero('#ff00ff');
    const name = path.basename(current);
    const used = await deleteFile(name);
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toMatch(
      /^This file is used by Home › .+: replace it there, or remove it from there, before deleting it\.$/,
    );

    const older = await saveHero('#00ffff');
    const historyOnly = await deleteFile(name);
    expect(historyOnly.statusCode).toBe(409);
    expect(historyOnly.json().error).toMatch(/^This file is used by the history of Home › /);
    expect(older).not.toBe(current);

    // The history let go of it (as the retention does): nothing uses it now.
    await t.app.db.delete(contentRevisions).where(eq(contentRevisions.record, 'home/hero'));
    expect((await fileAt(current))!.usages).toEqual([]);
    const deleted = await deleteFile(name);
    expect(deleted.statusCode).toBe(200);
    expect(await fileAt(current)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: current })).statusCode).toBe(404);
    const [audit] = await t.app.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.path, mediaPaths.item(name)));
    expect(audit.summary).toBe(`moved the picture "${name}" to the trash`);

    const trash = (await t.app.inject({ method: 'GET', url: api('/trash'), headers: owner })).json().data as {
      _id: string;
      kind: string;
      title: string;
    }[];
    const entry = trash.find((item) => item.title === name)!;
    expect(entry.kind).toBe('media file');
    const restored = await t.app.inject({
      method: 'POST',
      url: api(`/trash/${entry._id}/restore`),
      headers: owner,
    });
    expect(restored.statusCode).toBe(200);
    const [restoredEntry] = await t.app.db
      .select({ summary: auditLog.summary, link: auditLog.link })
      .from(auditLog)
      .where(eq(auditLog.path, `/trash/${entry._id}/restore`));
    expect(restoredEntry).toEqual({
      summary: `restored the picture "${name}" from the trash`,
      link: '/admin/media',
    });
    expect((await t.app.inject({ method: 'GET', url: current })).statusCode).toBe(200);
    expect((await fileAt(current, '?filter=unused'))!.usages).toEqual([]);

    const missing = await deleteFile('nothing.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: MEDIA_SENTENCES.missing });
  });
});
