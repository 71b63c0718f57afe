import { ADMIN_SEARCH_EMPTY, type AdminSearchResult } from '@academy/contracts';
import { classBookings } from '@academy/section-classes/server/tables';
import {
  type AuthHeaders,
  type TestApp,
  api,
  contentClient,
  invitedAccount,
  pngFile,
  withSignedInApp,
} from './helpers';

// Find anything (issue 32, item 3): GET /search?q= across every kind of record, on both databases.

describe('the admin area’s search (GET /search)', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const client = contentClient(() => ({ t, headers }));
  let blogId = '';

  const search = async (q: string, auth: AuthHeaders = headers) => {
    const response = await t.app.inject({
      method: 'GET',
      url: api(`/search?q=${encodeURIComponent(q)}`),
      headers: auth,
    });
    expect({ q, status: response.statusCode }).toEqual({ q, status: 200 });
    return response.json<{ data: { results: AdminSearchResult[] } }>().data.results;
  };
  const expectSaved = (response: { statusCode: number; body: string }) =>
    expect({ status: response.statusCode, body: response.body }).toEqual({
      status: 200,
      body: expect.any(String),
    });

  beforeAll(async () => {
    expectSaved(
      await client.send('PUT', '/about/hero', {
        herotitle: 'Respect on the mat',
        herodescription: 'Our sensei teaches the kata Heian Shodan every Thursday evening.',
        heroimg: await pngFile(),
      }),
    );
    expectSaved(
      await client.send('PUT', '/home/service/2', {
        servicetitle: 'Competition team',
        servicedescription: 'Regional tournaments twice a year, with travel arranged by the club.',
      }),
    );
    expectSaved(
      await client.send('POST', '/service/services', {
        servicetitle: 'Self-defence for adults',
        servicedescription: 'Practical escapes from wrist grabs and bear hugs.',
      }),
    );
    const trashed = await client.send('POST', '/service/services', {
      servicetitle: 'Nunchaku basics',
      servicedescription: 'Flowing figure-of-eight patterns with foam weapons.',
    });
    expect((await client.remove(`/service/services/${trashed.json().data._id}`)).statusCode).toBe(200);

    const post = await client.send('POST', '/blog/blogs', {
      blogtitle: 'Grading day',
      blogdescription: 'What to bring on the day.',
    });
    blogId = post.json().data._id;
    expectSaved(
      await client.send('POST', '/blog/detailed', {
        blogId,
        subtitle: 'Before the day',
        subDescription: 'How our students prepare',
        content: '<p>Élan and calm: the breathing we practise before every kihon drill.</p>',
      }),
    );

    const message = await t.app.inject({
      method: 'POST',
      url: api('/contact/contacts/submit'),
      payload: {
        name: 'Zoë Whitfield',
        email: 'zoe@example.com',
        phone: '',
        message: 'Does my grandson need his own gi for the first lesson?',
      },
    });
    expect(message.statusCode).toBe(200);

    const now = new Date('2027-03-01T17:00:00Z');
    await t.app.db.insert(classBookings).values({
      id: 'booking-1',
      sessionId: 'session-1',
      classDate: '2027-03-01',
      startsAt: now,
      endsAt: new Date('2027-03-01T18:00:00Z'),
      programTitle: 'Kids Karate',
      startTime: '17:00',
      endTime: '18:00',
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      participant: 'Lucas Gonzalez',
      age: 8,
      message: 'He is shy with loud groups.',
      status: 'booked',
      createdAt: now,
    });
  });

  it('finds a sentence in each kind of record, saying where it is and which screen opens it', async () => {
    const first = async (q: string) => (await search(q))[0];
    expect(await first('teaches the kata Heian Shodan')).toEqual({
      section: 'About',
      kind: 'About hero section',
      title: 'Respect on the mat',
      snippet: 'Our sensei teaches the kata Heian Shodan every Thursday evening.',
      adminPath: '/admin/about',
    });
    expect(await first('tournaments twice a year')).toMatchObject({
      section: 'Home',
      kind: 'Service 2',
      title: 'Competition team',
      adminPath: '/admin/home',
    });
    expect(await first('wrist grabs')).toMatchObject({
      section: 'Services',
      kind: 'service',
      title: 'Self-defence for adults',
      adminPath: '/admin/service',
    });
    expect(await first('figure-of-eight patterns')).toMatchObject({
      section: 'Services',
      kind: 'service in the trash',
      title: 'Nunchaku basics',
      adminPath: '/admin/trash',
    });
    expect(await first('the breathing we practise before every kihon drill')).toEqual({
      section: 'Blog',
      kind: 'blog post, detailed content',
      title: 'Grading day',
      snippet: 'Élan and calm: the breathing we practise before every kihon drill.',
      adminPath: `/admin/blogs/${blogId}/details`,
    });
    expect(await first('own gi for the first lesson')).toMatchObject({
      section: 'Contact',
      kind: 'contact message',
      title: 'Message from Zoë Whitfield',
      adminPath: '/admin/contact',
    });
    expect(await first('shy with loud groups')).toMatchObject({
      section: 'Classes',
      kind: 'trial booking',
      title: 'Lucas Gonzalez, Kids Karate on 2027-03-01',
      adminPath: '/admin/classes/bookings',
    });
  });

  it('ignores case and accents, in the query and in the text alike', async () => {
    const titles = async (q: string) => (await search(q)).map((result) => result.title);
    expect(await titles('ELAN AND CALM')).toEqual(['Grading day']);
    expect(await titles('zoe whitfield')).toEqual(['Message from Zoë Whitfield']);
    expect(await titles('Zoë WHITFIELD')).toEqual(['Message from Zoë Whitfield']);
    expect(await titles('séLF-DÉFENCE')).toEqual(['Self-defence for adults']);
  });

  it('needs every word, in any order, and ranks a title above a mention in a text', async () => {
    expect(await search('kihon grandson')).toEqual([]);
    expect((await search('drill kihon')).map((result) => result.title)).toEqual(['Grading day']);
    expectSaved(
      await client.send('POST', '/service/services', {
        servicetitle: 'Kata for beginners',
        servicedescription: 'The first forms, step by step.',
      }),
    );
    // The about hero comes first among the sections, and mentions kata in its text only.
    expect((await search('kata')).map((result) => result.title)).toEqual([
      'Kata for beginners',
      'Respect on the mat',
    ]);
  });

  it('cuts a long text around the match, whole words, marked with an ellipsis', async () => {
    const long = `${'Warm up slowly before class. '.repeat(8)}Bow at the door of the dojo. ${'Stretch after class. '.repeat(8)}`;
    expectSaved(
      await client.send('POST', '/service/services', { servicetitle: 'Etiquette', servicedescription: long }),
    );
    const [result] = await search('bow at the door');
    expect(result.snippet).toMatch(/^….*Bow at the door of the dojo\..*…$/);
    expect(result.snippet.length).toBeLessThan(160);
    expect(result.snippet).not.toMatch(/…[a-z]/);
  });

  it('answers at most 20 results', async () => {
    for (let i = 1; i <= 22; i += 1)
      expectSaved(
        await client.send('POST', '/service/services', {
          servicetitle: `Sparring round ${i}`,
          servicedescription: 'Light contact.',
        }),
      );
    expect(await search('sparring round')).toHaveLength(20);
  });

  it('shows each role only what it may open', async () => {
    const editor = await invitedAccount(t, headers, 'editor');
    const author = await invitedAccount(t, headers, 'author');
    const kinds = async (q: string, auth: AuthHeaders) =>
      (await search(q, auth)).map((result) => result.kind);

    expect(await kinds('own gi for the first lesson', editor.headers)).toEqual(['contact message']);
    expect(await kinds('shy with loud groups', editor.headers)).toEqual(['trial booking']);
    expect(await kinds('figure-of-eight', editor.headers)).toEqual(['service in the trash']);

    // An author writes blog posts: the posts are found, nothing else is.
    expect(await kinds('grading day', author.headers)).toEqual(['blog', 'blog post, detailed content']);
    expect(await kinds('kihon drill', author.headers)).toEqual(['blog post, detailed content']);
    for (const q of ['own gi', 'shy with loud groups', 'figure-of-eight', 'Heian Shodan', 'wrist grabs'])
      expect({ q, found: await search(q, author.headers) }).toEqual({ q, found: [] });
    expect((await search('grading day', author.headers))[0].adminPath).toBe('/admin/blog');
  });

  it('shows an author others’ posts once published, and their own drafts, as their reads do', async () => {
    const writer = await invitedAccount(t, headers, 'author', 'writer@example.com');
    const reader = await invitedAccount(t, headers, 'author', 'reader@example.com');
    const writerClient = contentClient(() => ({ t, headers: writer.headers }));
    const draft = await writerClient.send('POST', '/blog/blogs', {
      blogtitle: 'Tameshiwari myths',
      blogdescription: 'Not yet for visitors.',
    });
    expect(draft.json().data.status).toBe('draft');
    expectSaved(
      await writerClient.send('POST', '/blog/detailed', {
        blogId: draft.json().data._id,
        content: '<p>Boards, bricks and the physics of a clean break.</p>',
      }),
    );
    const titles = async (q: string, auth: AuthHeaders) =>
      (await search(q, auth)).map((result) => `${result.kind}: ${result.title}`);

    const both = ['blog: Tameshiwari myths', 'blog post, detailed content: Tameshiwari myths'];
    expect(await titles('tameshiwari', writer.headers)).toEqual(both);
    expect(await titles('clean break', writer.headers)).toEqual([
      'blog post, detailed content: Tameshiwari myths',
    ]);
    expect(await titles('tameshiwari', reader.headers)).toEqual([]);
    expect(await titles('clean break', reader.headers)).toEqual([]);
    expect(await titles('tameshiwari', headers)).toEqual(both);
  });

  it('refuses a query with no words with a sentence, and a visitor with 401', async () => {
    for (const q of ['', '   ', '?!'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: api(`/search?q=${encodeURIComponent(q)}`),
        headers,
      });
      expect({ q, status: response.statusCode, error: response.json().error }).toEqual({
        q,
        status: 400,
        error: ADMIN_SEARCH_EMPTY,
      });
    }
    const tooLong = await t.app.inject({ method: 'GET', url: api(`/search?q=${'a'.repeat(201)}`), headers });
    expect(tooLong.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: api('/search?q=kata') })).statusCode).toBe(401);
  });
});
