import Parser from 'rss-parser';
import {
  type AuthHeaders,
  type TestApp,
  api,
  contentClient,
  createTestApp,
  pngFile,
  signIn,
} from '@academy/server/testing';

// The blog's RSS 2.0 feed, read with a real feed parser (rss-parser) as a feed reader reads it.

const PUBLIC_URL = 'https://dojo.example';

describe('GET /blog/feed.xml', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());
  const { send } = contentClient(() => ({ t, headers }));
  const parser = new Parser();
  const feed = async () => {
    const response = await t.app.inject({ url: '/blog/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    return parser.parseString(response.body);
  };
  const post = async (blogtitle: string, more: Record<string, unknown> = {}) => {
    const created = await send('POST', '/blog/blogs', {
      blogtitle,
      blogdescription: `About ${blogtitle}`,
      ...more,
    });
    expect(created.statusCode).toBe(200);
    return created.json().data as { _id: string; slug: string; blogimg: string };
  };

  it('carries the 20 newest published posts: title, link at the slug, guid, pubDate, description, picture', async () => {
    for (let n = 1; n <= 21; n += 1) await post(`Training note ${n}`);
    const pictured = await post('Grading & belts', { blogimg: await pngFile('belt.png', '#aa3322') });

    const read = await feed();
    expect(read.title).toBe('Our Company: Blog');
    expect(read.link).toBe(`${PUBLIC_URL}/blog`);
    expect(read.items).toHaveLength(20);
    const [newest] = read.items;
    expect(newest).toMatchObject({
      title: 'Grading & belts',
      link: `${PUBLIC_URL}/blog/grading-belts`,
      guid: `urn:uuid:${pictured._id}`,
      content: 'About Grading & belts',
    });
    expect(new Date(newest.pubDate!).getTime()).not.toBeNaN();
    expect(newest.enclosure).toEqual({
      url: `${PUBLIC_URL}${pictured.blogimg}`,
      length: expect.stringMatching(/^[1-9]\d*$/),
      type: 'image/webp',
    });
    const picture = await t.app.inject({ url: pictured.blogimg });
    expect(newest.enclosure!.length).toBe(String(picture.rawPayload.length));
    expect(read.items.map((item) => item.title)).not.toContain('Training note 1');
    expect(read.items.at(-1)!.title).toBe('Training note 3');
  });

  it('is kept until the content changes (ETag, 304), and a post published changes it', async () => {
    const first = await t.app.inject({ url: '/blog/feed.xml' });
    const again = await t.app.inject({
      url: '/blog/feed.xml',
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.statusCode).toBe(304);

    const draft = await post('Summer camp dates', { status: 'draft' });
    expect((await feed()).items.map((item) => item.title)).not.toContain('Summer camp dates');
    const published = await t.app.inject({
      method: 'POST',
      url: api(`/blog/blogs/${draft._id}/publish`),
      headers,
    });
    expect(published.statusCode).toBe(200);
    const changed = await t.app.inject({
      url: '/blog/feed.xml',
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(changed.statusCode).toBe(200);
    expect((await parser.parseString(changed.body)).items[0]).toMatchObject({
      title: 'Summer camp dates',
      link: `${PUBLIC_URL}/blog/summer-camp-dates`,
    });
  });
});
