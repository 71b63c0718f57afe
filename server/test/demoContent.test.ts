import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_PATH } from './helpers/contentClient';
import { contentBlocks, seedRuns } from '../src/db/schema';
import {
  type TestApp,
  api,
  createTestApp,
  restartTestApp,
  signIn,
  uploadedFileNames,
} from './helpers/testApp';

describe('demo content', () => {
  let t: TestApp;
  // How long seeding takes is a figure the server logs at start ('Demo content added: ...'), not
  // a test's limit: on a busy machine a timed test fails for no fault of the code.
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_CONTENT: 'on' } });
  });
  afterAll(() => t.close());

  const get = async (path: string) => (await t.app.inject({ method: 'GET', url: api(path) })).json().data;

  it('fills a fresh database, with images made by the project', async () => {
    expect(await get('/dashboard/hero')).toEqual(
      expect.objectContaining({
        name: 'Shotokan Karate Academy',
        logo: expect.stringMatching(/^\/uploads\/.+\.webp$/),
      }),
    );
    expect((await get('/dashboard/privacy')).content.length).toBeGreaterThan(300);
    const contact = await get('/contact/contacts');
    expect(contact).toEqual(
      expect.objectContaining({
        address: expect.any(String),
        phone: expect.any(String),
        email: expect.any(String),
      }),
    );
    expect(contact.mapEmbed).toMatch(/^<iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    expect(await get('/contact/hero')).toEqual(
      expect.objectContaining({
        contacttitle: 'Get in Touch',
        heroimg: expect.stringMatching(/^\/uploads\//),
      }),
    );
    expect((await uploadedFileNames(t.dataDir)).length).toBeGreaterThan(0);
  });

  it('fills the blog: a hero, articles with pictures, and one article in full with captioned pictures', async () => {
    expect(await get('/blog/hero')).toEqual(expect.objectContaining({ heroimg: UPLOAD_PATH }));
    const blogs: { _id: string; blogimg: string; createdAt: string }[] = await get('/blog/blogs');
    expect(blogs.length).toBeGreaterThanOrEqual(3);
    for (const blog of blogs) expect(blog.blogimg).toEqual(UPLOAD_PATH);
    const detailed = await Promise.all(
      blogs.map(async (blog) =>
        (await t.app.inject({ method: 'GET', url: api(`/blog/detailed/${blog._id}`) })).json(),
      ),
    );
    const articles = detailed.filter((answer) => answer.success).map((answer) => answer.data);
    expect(articles).toHaveLength(1);
    const [article] = articles;
    expect(article.content.split('\n').filter((line: string) => line.trim())).toHaveLength(2);
    expect(article.media.length).toBeGreaterThanOrEqual(2);
    for (const media of article.media) {
      expect(media).toEqual(
        expect.objectContaining({
          type: 'image',
          url: UPLOAD_PATH,
          caption: expect.stringMatching(/\S/),
        }),
      );
    }
  });

  it('draws each picture at the size its place on the page shows it', async () => {
    const sizeOf = async (uploadPath: string) => {
      const { width, height } = await sharp(
        path.join(t.dataDir, 'uploads', path.basename(uploadPath)),
      ).metadata();
      expect(path.basename(uploadPath)).toMatch(new RegExp(`-${width}x${height}-avif\\.webp$`));
      return `${width}x${height}`;
    };
    expect(await sizeOf((await get('/dashboard/hero')).logo)).toBe('200x200');
    const { heroimg } = await get('/home/hero');
    expect(await sizeOf(heroimg)).toBe('1600x900');
    // Demo pictures are stored like uploads: with their narrower copies, for phones and tablets,
    // and the AVIF twins.
    const stem = path.basename(heroimg).split('-')[0];
    const copies = (await uploadedFileNames(t.dataDir)).filter((name) => name.startsWith(`${stem}-`));
    expect(copies.sort()).toEqual(
      [
        `${stem}-480w.webp`,
        `${stem}-480w.avif`,
        `${stem}-960w.webp`,
        `${stem}-960w.avif`,
        `${stem}-1600x900.avif`,
        path.basename(heroimg),
      ].sort(),
    );
    expect(await sizeOf((await get('/home/aboutus')).aboutusimg)).toBe('960x720');
    expect(await sizeOf((await get('/home/whychooseus')).whychooseusimg)).toBe('960x720');
    const cards = [
      ...(await get('/home/service')).map((slot: { serviceimg: string }) => slot.serviceimg),
      ...(await get('/home/blog')).map((slot: { blogimg: string }) => slot.blogimg),
    ];
    expect(await Promise.all(cards.map(sizeOf))).toEqual(Array(6).fill('800x500'));
    const gallery = (await get('/home/gallery')).map((image: { imagePath: string }) => image.imagePath);
    expect(await Promise.all(gallery.map(sizeOf))).toEqual(Array(5).fill('512x384'));
  });

  it('runs once: a restart keeps what an administrator changed', async () => {
    const files = await uploadedFileNames(t.dataDir);
    t = await restartTestApp(t, { env: { DEMO_CONTENT: 'on' } });
    expect(await uploadedFileNames(t.dataDir)).toEqual(files);
  });
});

describe('the contact section’s demo on a database seeded before it owned the contact details', () => {
  it('adds the contact hero and keeps the details the academy saved', async () => {
    let t = await createTestApp({ env: { DEMO_CONTENT: 'on' } });
    try {
      const headers = await signIn(t.app);
      const edited = { address: '3 New Street', phone: '0123 456', email: 'desk@dojo.example', mapEmbed: '' };
      await t.app.inject({ method: 'PUT', url: api('/contact/contacts'), headers, payload: edited });
      // As on a database whose demo content came before the contact section had its own.
      await t.app.db.delete(seedRuns).where(eq(seedRuns.name, 'contact'));
      await t.app.db.delete(contentBlocks).where(eq(contentBlocks.section, 'contact'));
      await t.app.inject({ method: 'PUT', url: api('/contact/contacts'), headers, payload: edited });

      t = await restartTestApp(t, { env: { DEMO_CONTENT: 'on' } });
      const read = async (path: string) =>
        (await t.app.inject({ method: 'GET', url: api(path) })).json().data;
      expect(await read('/contact/contacts')).toEqual({
        _id: expect.any(String),
        revision: expect.any(String),
        ...edited,
      });
      expect((await read('/contact/hero')).contacttitle).toBe('Get in Touch');
    } finally {
      await t.close();
    }
  });
});

describe('DEMO_CONTENT=off', () => {
  it('starts empty', async () => {
    const t = await createTestApp({ env: { DEMO_CONTENT: 'off' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: api('/dashboard/hero') })).json()).toEqual({
        success: true,
        data: null,
      });
      expect(await uploadedFileNames(t.dataDir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
