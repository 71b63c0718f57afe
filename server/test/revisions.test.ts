import { type Revision as RevisionOf, storedImageFiles } from '@academy/contracts';
import { storedFiles } from '../src/db/schema';
import { loadSections } from '../src/sections/discover';
import { UPLOAD_PATH, contentClient } from './helpers/contentClient';
import { requiresOnlyTheContent } from './helpers/contentPatternLists';
import { pngFile, undescribedPicture } from './helpers/images';
import { type AuthHeaders, type TestApp, api, signIn, withSignedInApp } from './helpers/testApp';

// Every save keeps the state it replaced; GET <record path>/revisions lists them newest first and
// POST <record path>/revisions/<id>/restore makes one current again as a new save. The records are
// taken from the sections' definitions, so every section (one made by new-section too) is covered.

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN_NAME = 'Admin';

/** As the record's GET answers it: text fields only, for these kinds. */
type Revision = RevisionOf<Record<string, string>>;

/** Each title/description kind of every section: its single records, one slot of each slots, its lists. */
const records = loadSections().flatMap(({ definition }) => [
  ...Object.values(definition.records).flatMap((record) =>
    record.fields
      ? [{ what: `record ${record.path}`, kind: 'record' as const, ...record, fields: record.fields }]
      : [],
  ),
  ...Object.values(definition.slots).flatMap((slots) =>
    slots.fields
      ? [{ what: `slot ${slots.path}/2`, kind: 'slot' as const, ...slots, fields: slots.fields }]
      : [],
  ),
  // A list that requires more than the content (a class's day and times) is its section's to test.
  ...Object.values(definition.lists).flatMap((list) =>
    list.fields && requiresOnlyTheContent(list)
      ? [{ what: `item of ${list.path}`, kind: 'item' as const, ...list, fields: list.fields }]
      : [],
  ),
]);

describe('revisions', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, onDisk } = contentClient(() => ({ t, headers }));
  const revisionsOf = async (recordPath: string) => {
    const response = await t.app.inject({ url: api(`${recordPath}/revisions`), headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as Revision[];
  };
  /** A record's fields as a revision keeps them: without the record's own revision count. */
  const fieldsOf = ({ revision: _revision, ...fields }: Record<string, string>) => fields;
  const restore = (recordPath: string, revisionId: string, auth: AuthHeaders = headers) =>
    t.app.inject({
      method: 'POST',
      url: api(`${recordPath}/revisions/${revisionId}/restore`),
      headers: auth,
    });

  describe.each(records)('$what', (record) => {
    const { title, description, image } = record.fields;
    let recordPath = '';
    /** Saves the record with these texts (and a picture): an item is created by its first save. */
    const save = async (text: string, picture?: Awaited<ReturnType<typeof pngFile>>) => {
      const parts = {
        [title]: text,
        [description]: `${text} text`,
        ...(picture ? { [image]: picture } : {}),
      };
      const response =
        record.kind === 'item' && !recordPath
          ? await send('POST', record.path, parts)
          : await send('PUT', recordPath, parts);
      expect(response.statusCode).toBe(200);
      const saved = fieldsOf(response.json().data);
      if (!recordPath) recordPath = record.kind === 'item' ? `${record.path}/${saved._id}` : recordPath;
      return saved;
    };
    beforeAll(() => {
      recordPath = record.kind === 'record' ? record.path : record.kind === 'slot' ? `${record.path}/2` : '';
    });

    it('keeps the state each save replaced, by whom and when, newest first, and restores one as a new save', async () => {
      t.stopClock();
      const first = await save('First', await pngFile('first.png', '#aa0000'));
      expect(first[image]).toEqual(UPLOAD_PATH);
      const second = await save('Second', await pngFile('second.png', '#00aa00'));
      const revisions = await revisionsOf(recordPath);
      expect(revisions).toEqual([
        { _id: expect.any(String), at: t.app.now().toISOString(), by: ADMIN_NAME, fields: first },
      ]);
      // The replaced picture stays on disk, served, while the revision refers to it.
      expect(await onDisk(first[image])).toBe(true);

      const restored = await restore(recordPath, revisions[0]._id);
      expect(restored.statusCode).toBe(200);
      expect(fieldsOf(restored.json().data)).toEqual(first);
      const current = await get(record.kind === 'slot' ? record.path : recordPath);
      expect(JSON.stringify(current.json().data)).toContain(JSON.stringify(first[title]));
      expect((await t.app.inject({ url: first[image] })).statusCode).toBe(200);
      const after = await revisionsOf(recordPath);
      expect(after.map((revision) => revision.fields)).toEqual([second, first]);
      expect(await onDisk(second[image])).toBe(true);
    });

    it('answers 404 with a sentence for an unknown revision, and 401 without a session', async () => {
      if (!recordPath) await save('Known');
      const unknown = await restore(recordPath, '00000000-0000-4000-8000-000000000000');
      expect([unknown.statusCode, unknown.json()]).toEqual([
        404,
        { success: false, error: 'There is no revision with that id for this record.' },
      ]);
      expect((await restore(recordPath, 'x'.repeat(300))).statusCode).toBe(404);
      const anonymous = { authorization: '' };
      expect((await t.app.inject({ url: api(`${recordPath}/revisions`) })).statusCode).toBe(401);
      const [revision] = await revisionsOf(recordPath);
      expect((await restore(recordPath, revision?._id ?? 'none', anonymous)).statusCode).toBe(401);
    });
  });

  it.each([
    ['the institute’s name and logo', 'dashboard', 'hero', [{ name: 'First Dojo' }, { name: 'Second Dojo' }]],
    ['the privacy policy', 'dashboard', 'privacy', [{ content: '<p>One</p>' }, { content: '<p>Two</p>' }]],
    [
      'the contact details',
      'contact',
      'info',
      [
        { address: '1 Main St', phone: '555 0100', email: 'one@example.com', mapEmbed: '' },
        { address: '2 Side St', phone: '555 0200', email: 'two@example.com', mapEmbed: '' },
      ],
    ],
  ])(
    'keeps and restores revisions of %s, a record its section edits its own way',
    async (_what, name, key, saves) => {
      const record = loadSections().find((section) => section.definition.name === name)!.definition.records[
        key
      ];
      const method = record.method ?? 'PUT';
      // A record without a picture takes JSON (multipart is refused where no file is expected).
      const write = async (body: Record<string, string>) =>
        record.imageField
          ? send(method, record.path, { ...body, [record.imageField]: await pngFile('logo.png', '#0000aa') })
          : t.app.inject({ method, url: api(record.path), headers, payload: body });
      const first = await write(saves[0]);
      expect(first.statusCode).toBe(200);
      expect((await write(saves[1])).statusCode).toBe(200);
      const [revision] = await revisionsOf(record.path);
      const firstFields = fieldsOf(first.json().data);
      expect(revision.fields).toEqual(firstFields);
      expect(fieldsOf((await restore(record.path, revision._id)).json().data)).toEqual(firstFields);
      expect(fieldsOf((await get(record.path)).json().data)).toEqual(firstFields);
      if (record.imageField) expect(await onDisk(first.json().data[record.imageField])).toBe(true);
    },
  );

  it('answers 404 with a sentence for the revisions of an unknown list item or slot', async () => {
    const item = await t.app.inject({
      url: api('/about/team/00000000-0000-4000-8000-000000000000/revisions'),
      headers,
    });
    expect([item.statusCode, item.json()]).toEqual([
      404,
      { success: false, error: 'There is no team member with that id.' },
    ]);
    const slot = await t.app.inject({ url: api('/home/service/7/revisions'), headers });
    expect([slot.statusCode, slot.json()]).toEqual([
      404,
      { success: false, error: 'There is no slot 7; the slots are 1, 2, 3.' },
    ]);
  });

  it('a single slot is a record of its own: GET and PUT at <slots path>/<position>', async () => {
    expect((await get('/home/blog/3')).json()).toEqual({ success: true, data: null });
    const saved = await send('PUT', '/home/blog/3', { blogtitle: 'Third', blogdescription: 'Card' });
    expect(saved.json().data).toEqual({
      _id: expect.any(String),
      blogtitle: 'Third',
      blogdescription: 'Card',
      blogimg: '',
      ...undescribedPicture('blogimg'),
      position: 3,
      revision: '1',
    });
    expect((await get('/home/blog/3')).json().data).toEqual(saved.json().data);
    expect((await get('/home/blog')).json().data).toContainEqual(saved.json().data);
    const refused = await send('PUT', '/home/blog/3', { blogtitle: 'No description' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual(expect.any(String));
  });

  it('restores a revision whose picture was replaced twice since, the picture served again', async () => {
    const hero = async (title: string, color: string) =>
      send('PUT', '/about/hero', {
        herotitle: title,
        herodescription: 'Text',
        heroimg: await pngFile(`${title}.png`, color),
      }).then((response) => fieldsOf(response.json().data));
    const a = await hero('A', '#101010');
    const b = await hero('B', '#202020');
    const c = await hero('C', '#303030');
    const revisions = await revisionsOf('/about/hero');
    const ofA = revisions.find((revision) => revision.fields.herotitle === 'A')!;
    expect(ofA.fields.heroimg).toBe(a.heroimg);
    expect((await get('/about/hero')).json().data.heroimg).toBe(c.heroimg);
    const restored = await restore('/about/hero', ofA._id);
    expect(fieldsOf(restored.json().data)).toEqual({ ...a, _id: c._id });
    const publicRead = await get('/about/hero');
    expect(publicRead.json().data.heroimg).toBe(a.heroimg);
    const file = await t.app.inject({ url: a.heroimg });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/webp']);
    for (const kept of [b, c]) expect(await onDisk(kept.heroimg)).toBe(true);
  });

  it('parallel restores each make a whole state current, one after the other', async () => {
    for (const title of ['P1', 'P2', 'P3', 'P4', 'P5', 'P6']) {
      await send('PUT', '/service/hero', { herotitle: title, herodescription: `${title} text` });
    }
    const before = await revisionsOf('/service/hero');
    const answers = await Promise.all(
      before.slice(0, 5).map((revision) => restore('/service/hero', revision._id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await revisionsOf('/service/hero');
    expect(after).toHaveLength(before.length + 5);
    for (const { fields } of after) expect(fields.herodescription).toBe(`${fields.herotitle} text`);
    const current = (await get('/service/hero')).json().data;
    expect(current.herodescription).toBe(`${current.herotitle} text`);
  });
});

describe('revisions kept: the last 50 and any younger than 90 days', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, onDisk } = contentClient(() => ({ t, headers }));
  const revisions = async () =>
    (await t.app.inject({ url: api('/home/hero/revisions'), headers })).json().data as Revision[];
  const save = async (title: string, picture?: boolean) => {
    const response = await send('PUT', '/home/hero', {
      herotitle: title,
      herodescription: 'Text',
      ...(picture ? { heroimg: await pngFile(`${title}.png`, '#445566') } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.heroimg as string;
  };

  it('keeps every revision younger than 90 days, then only the last 50, removing the files only the others referred to', async () => {
    const oldest = await save('Picture one', true);
    const kept = await save('Picture two', true);
    for (let index = 0; index < 53; index += 1) await save(`Text ${index}`);
    expect(await revisions()).toHaveLength(54);
    expect(await onDisk(oldest)).toBe(true);

    t.advanceClock(91 * DAY_MS);
    headers = await signIn(t.app);
    const newest = await save('Picture three', true);
    const left = await revisions();
    expect(left).toHaveLength(50);
    expect(left[0].fields.herotitle).toBe('Text 52');
    expect(left[49].fields.herotitle).toBe('Text 3');
    expect(await onDisk(oldest)).toBe(false);
    const recorded = (await t.app.db.select().from(storedFiles)).map((row) => row.name);
    for (const name of storedImageFiles(oldest.split('/').pop()!)) expect(recorded).not.toContain(name);
    expect(await onDisk(kept)).toBe(true);
    expect(await onDisk(newest)).toBe(true);
  });
});
