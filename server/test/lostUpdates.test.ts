import { CONFLICT_MESSAGE } from '@academy/contracts';
import { type AuthHeaders, type TestApp, api, contentClient, pngFile, withOwnerAndEditor } from './helpers';

// No lost updates (issue 32, item 1): every record, slot, list item and a blog's detailed content
// answers its revision (`revision` and ETag); a write that sends it back in If-Match is refused
// with 409 once another write came first, naming who, when and their version. Many writes that
// started from the same revision, sent at once: exactly one is applied.

/** How many writes race from the same revision in each round, and how many rounds. */
const RACERS = 4;
const ROUNDS = 3;

type Method = 'PUT' | 'POST' | 'DELETE';

describe('no lost updates (If-Match)', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let editor: AuthHeaders;
  withOwnerAndEditor((app, owner, invited) => {
    t = app;
    admin = owner;
    editor = invited;
  });
  const client = contentClient(() => ({ t, headers: admin }));

  const write = (
    method: Method,
    route: string,
    payload: object | undefined,
    headers: AuthHeaders,
    ifMatch?: string,
  ) =>
    t.app.inject({
      method,
      url: api(route),
      headers: { ...headers, ...(ifMatch !== undefined && { 'if-match': ifMatch }) },
      ...(payload && { payload }),
    });
  const read = (route: string, headers: AuthHeaders = admin) =>
    t.app.inject({ method: 'GET', url: api(route), headers });

  /**
   * Sends RACERS writes at once from the record's current revision, alternating the two staff,
   * ROUNDS times: each round exactly one is applied, the others get 409 with the winner's version.
   */
  async function race(
    method: Method,
    route: string,
    payloadOf: (round: number, racer: number) => object,
    revisionNow: () => Promise<string>,
    title: (record: Record<string, unknown>) => unknown,
  ) {
    for (let round = 0; round < ROUNDS; round += 1) {
      const revision = await revisionNow();
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, racer) =>
          write(method, route, payloadOf(round, racer), racer % 2 ? editor : admin, `"${revision}"`),
        ),
      );
      const won = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect([won.length, refused.length]).toEqual([1, RACERS - 1]);
      const winner = won[0].json().data;
      expect(won[0].headers.etag).toBe(`"${winner.revision}"`);
      expect(Number(winner.revision)).toBe(Number(revision) + 1);
      const winnerName = answers.indexOf(won[0]) % 2 ? 'The editor' : 'Admin';
      for (const answer of refused) {
        const { error, conflict } = answer.json();
        expect(error).toBe(CONFLICT_MESSAGE);
        expect(conflict).toMatchObject({ by: winnerName, revision: winner.revision });
        expect(new Date(conflict.at).getTime()).not.toBeNaN();
        expect(title(conflict.record)).toBe(title(winner));
      }
    }
  }

  it('answers a record’s revision in its body and its ETag, and moves it on with each write', async () => {
    await client.send('PUT', '/about/hero', {
      herotitle: 'Our story',
      herodescription: 'Since 1998.',
      heroimg: await pngFile(),
    });
    const first = await read('/about/hero');
    expect(first.headers.etag).toBe(`"${first.json().data.revision}"`);
    const draft = await write(
      'PUT',
      '/about/hero/draft',
      { herotitle: 'Our story so far', herodescription: 'Since 1998.' },
      admin,
      first.headers.etag,
    );
    expect(draft.statusCode).toBe(200);
    expect(Number(draft.json().data.revision)).toBe(Number(first.json().data.revision) + 1);
    // A draft's save counts: a save from the revision before it is refused, naming the draft.
    const stale = await write(
      'PUT',
      '/about/hero',
      { herotitle: 'Old', herodescription: 'Old.' },
      editor,
      first.headers.etag,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict.draft).toMatchObject({ herotitle: 'Our story so far' });
    expect(stale.json().conflict.record).toMatchObject({ herotitle: 'Our story' });
    // Publishing, discarding a draft and restoring a revision take If-Match too.
    const published = await write(
      'POST',
      '/about/hero/publish',
      undefined,
      admin,
      `"${draft.json().data.revision}"`,
    );
    expect(published.statusCode).toBe(200);
    expect(
      (await write('POST', '/about/hero/publish', undefined, admin, first.headers.etag)).statusCode,
    ).toBe(409);
    const revisions = (await read('/about/hero/revisions')).json().data;
    const restore = `/about/hero/revisions/${revisions[0]._id}/restore`;
    expect((await write('POST', restore, undefined, editor, first.headers.etag)).statusCode).toBe(409);
    const restored = await write('POST', restore, undefined, editor, published.headers.etag);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({
      herotitle: 'Our story',
      revision: String(Number(published.json().data.revision) + 1),
    });
    expect((await read('/about/hero')).headers.etag).toBe(restored.headers.etag);
  });

  it('keeps today’s behaviour for a save without If-Match, and refuses an If-Match it never gave with a sentence', async () => {
    const saved = await write(
      'PUT',
      '/about/hero',
      { herotitle: 'Scripted', herodescription: 'By a script.' },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    const again = await write(
      'PUT',
      '/about/hero',
      { herotitle: 'Scripted again', herodescription: 'By a script.' },
      admin,
      '*',
    );
    expect(again.statusCode).toBe(200);
    const garbled = await write(
      'PUT',
      '/about/hero',
      { herotitle: 'x', herodescription: 'y' },
      admin,
      'yesterday',
    );
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error).toBe(
      'If-Match must be the revision the record answered (its ETag), such as "3".',
    );
    expect((await read('/about/hero')).json().data.herotitle).toBe('Scripted again');
  });

  it('lets exactly one of many saves of a record from the same revision through', async () => {
    await race(
      'PUT',
      '/about/hero',
      (round, racer) => ({
        herotitle: `Title ${round}.${racer}`,
        herodescription: `Description ${round}.${racer}`,
      }),
      async () => (await read('/about/hero')).json().data.revision,
      (record) => record.herotitle,
    );
  });

  it('lets exactly one of many saves of a slot from the same revision through', async () => {
    await client.send('PUT', '/home/service/2', {
      servicetitle: 'Competition team',
      servicedescription: 'Tournaments.',
    });
    await race(
      'PUT',
      '/home/service/2',
      (round, racer) => ({ servicetitle: `Team ${round}.${racer}`, servicedescription: 'Tournaments.' }),
      async () => (await read('/home/service/2')).json().data.revision,
      (record) => record.servicetitle,
    );
    const slots = (await read('/home/service')).json().data;
    expect(slots.find((slot: { position: number }) => slot.position === 2).revision).toBe(
      (await read('/home/service/2')).json().data.revision,
    );
  });

  it('lets exactly one of many saves of a list item from the same revision through, and a delete too', async () => {
    const created = await client.send('POST', '/blog/blogs', {
      blogtitle: 'Grading day',
      blogdescription: 'Belts.',
    });
    const id = created.json().data._id;
    expect(created.json().data.revision).toBe('1');
    const revisionNow = async () => {
      const listed = (await read('/blog/blogs/with-drafts')).json().data;
      return listed.find((item: { _id: string }) => item._id === id).revision;
    };
    await race(
      'PUT',
      `/blog/blogs/${id}`,
      (round, racer) => ({ blogtitle: `Grading ${round}.${racer}`, blogdescription: 'Belts.' }),
      revisionNow,
      (record) => record.blogtitle,
    );
    const stale = `"${Number(await revisionNow()) - 1}"`;
    const refused = await write('DELETE', `/blog/blogs/${id}`, undefined, editor, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(CONFLICT_MESSAGE);
    expect((await read(`/blog/blogs/${id}`)).statusCode).toBe(200);
    const deleted = await write('DELETE', `/blog/blogs/${id}`, undefined, editor, `"${await revisionNow()}"`);
    expect(deleted.statusCode).toBe(200);
  });

  it('lets exactly one of many saves of a blog’s detailed content from the same revision through', async () => {
    const blog = await client.send('POST', '/blog/blogs', {
      blogtitle: 'Open day',
      blogdescription: 'Come in.',
    });
    const blogId = blog.json().data._id;
    const created = await client.send('POST', '/blog/detailed', { blogId, content: 'First words.' });
    expect(created.statusCode).toBe(200);
    const detailId = created.json().data._id;
    await race(
      'PUT',
      `/blog/detailed/${detailId}`,
      (round, racer) => ({ content: `Words ${round}.${racer}` }),
      async () => {
        const current = await read(`/blog/detailed/${blogId}`);
        expect(current.headers.etag).toBe(`"${current.json().data.revision}"`);
        return current.json().data.revision;
      },
      (record) => record.content,
    );
  });
});
