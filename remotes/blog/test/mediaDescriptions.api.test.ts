import { blogMedia } from '../server/tables';
import {
  type AuthHeaders,
  type FilePart,
  type PartValue,
  type TestApp,
  api,
  contentClient,
  mp4File,
  pngFile,
  uploadedFileNames,
  withSignedInApp,
} from '@academy/server/testing';

// A post's media are pictures described by people too (issue 31, item 6): each uploaded file has
// its description and decorative choice beside it (`mediaAlt`, `mediaDecorative`, in the order
// of the files), each stored item changes them in `mediaUpdates`, and they are answered as the
// item's `urlAlt` and `urlDecorative`.

interface Media {
  _id: string;
  type: string;
  url: string;
  caption: string;
  position: number;
  urlAlt: string;
  urlDecorative: boolean;
}
interface Detailed {
  _id: string;
  blogId: string;
  media: Media[];
}

const TEXTS = { subtitle: '', subDescription: '', content: 'The day went well.' };

describe('a blog post’s media, described by people', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get } = contentClient(() => ({ t, headers }));
  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: api(url), headers, payload });
  const setRequired = async (requireDescriptions: boolean) =>
    expect((await inject('PUT', '/accessibility', { requireDescriptions })).statusCode).toBe(200);
  afterEach(() => setRequired(false));

  async function createPost(title: string): Promise<string> {
    const response = await send('POST', '/blog/blogs', {
      blogtitle: title,
      blogdescription: `${title} description`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data._id;
  }

  async function createDetailed(blogId: string, parts: Record<string, PartValue>): Promise<Detailed> {
    const response = await send('POST', '/blog/detailed', { blogId, ...TEXTS, ...parts });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  const pictures = (count: number): Promise<FilePart[]> =>
    Promise.all(
      Array.from({ length: count }, (_, index) => pngFile(`p${index}.png`, `#${index}${index}0000`)),
    );

  it('stores each file’s description and decorative choice in the order of the files, and answers them', async () => {
    const blogId = await createPost('Grading day');
    const [belts, panel] = await pictures(2);
    const detailed = await createDetailed(blogId, {
      media: [belts, mp4File(), panel],
      mediaAlt: ['  New belts laid out on the mat  ', '', ''],
      mediaDecorative: ['false', 'false', 'true'],
    });
    expect(
      detailed.media.map(({ type, urlAlt, urlDecorative }) => ({ type, urlAlt, urlDecorative })),
    ).toEqual([
      { type: 'image', urlAlt: 'New belts laid out on the mat', urlDecorative: false },
      { type: 'video', urlAlt: '', urlDecorative: false },
      { type: 'image', urlAlt: '', urlDecorative: true },
    ]);
    const stored = await t.app.db.select().from(blogMedia);
    expect(stored.map(({ alt, decorative }) => [alt, decorative])).toEqual(
      expect.arrayContaining([
        ['New belts laid out on the mat', false],
        ['', true],
      ]),
    );
    expect((await get(`/blog/detailed/${blogId}`)).json().data).toEqual(detailed);
  });

  it('changes a stored picture’s description in mediaUpdates, keeps the rest, and restores it with a revision', async () => {
    const blogId = await createPost('Kata night');
    const detailed = await createDetailed(blogId, { media: await pictures(2) });
    const [first, second] = detailed.media;
    const updated = await send('PUT', `/blog/detailed/${detailed._id}`, {
      ...TEXTS,
      mediaUpdates: JSON.stringify([
        { _id: first._id, urlAlt: '  Two students practise a kata at dusk  ' },
        { _id: second._id, urlDecorative: true },
      ]),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.media).toEqual([
      { ...first, urlAlt: 'Two students practise a kata at dusk' },
      { ...second, urlDecorative: true },
    ]);

    const history = await inject('GET', `/blog/detailed/${detailed._id}/revisions`);
    const [before] = history.json().data;
    const restored = await inject('POST', `/blog/detailed/${detailed._id}/revisions/${before._id}/restore`);
    expect(restored.json().data.media).toEqual(detailed.media);
  });

  it.each([
    [
      { urlAlt: 'x'.repeat(251) },
      'mediaUpdates[0].urlAlt is invalid: expected string length less or equal to 250.',
    ],
    [{ urlDecorative: 'yes' }, 'mediaUpdates[0].urlDecorative is invalid: expected boolean.'],
  ])('refuses the mediaUpdates entry %p with a sentence', async (change, error) => {
    const blogId = await createPost(`Refused ${Object.keys(change)[0]}`);
    const detailed = await createDetailed(blogId, { media: await pictures(1) });
    const response = await send('PUT', `/blog/detailed/${detailed._id}`, {
      ...TEXTS,
      mediaUpdates: JSON.stringify([{ _id: detailed.media[0]._id, ...change }]),
    });
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, error }]);
  });

  it('refuses a description longer than 250 characters beside a file', async () => {
    const blogId = await createPost('Too long');
    const response = await send('POST', '/blog/detailed', {
      blogId,
      ...TEXTS,
      media: await pictures(1),
      mediaAlt: 'x'.repeat(251),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('mediaAlt');
  });

  it('refuses an undescribed picture, naming it as the editor does, once an owner asks; a video needs none', async () => {
    const blogId = await createPost('Refusals');
    await setRequired(true);
    const rowsBefore = await t.app.db.select().from(blogMedia);
    const filesBefore = await uploadedFileNames(t.dataDir);
    const refused = await send('POST', '/blog/detailed', { blogId, ...TEXTS, media: await pictures(1) });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { success: false, error: 'Describe the picture "New media 1", or mark it decorative.' },
    ]);
    expect(await t.app.db.select().from(blogMedia)).toEqual(rowsBefore);
    expect(await uploadedFileNames(t.dataDir)).toEqual(filesBefore);

    const detailed = await createDetailed(blogId, {
      media: [mp4File(), ...(await pictures(1))],
      mediaAlt: ['', 'The grading panel at work'],
    });
    expect(detailed.media.map((item) => item.urlAlt)).toEqual(['', 'The grading panel at work']);

    const second = await send('PUT', `/blog/detailed/${detailed._id}`, {
      ...TEXTS,
      media: [mp4File(), ...(await pictures(1))],
      mediaAlt: ['A video', '   '],
    });
    expect([second.statusCode, second.json().error]).toEqual([
      400,
      'Describe the picture "New media 2", or mark it decorative.',
    ]);
    const decorative = await send('PUT', `/blog/detailed/${detailed._id}`, {
      ...TEXTS,
      media: await pictures(1),
      mediaDecorative: 'true',
    });
    expect(decorative.statusCode).toBe(200);
    // Texts and stored media alone change no picture: nothing to describe.
    const textOnly = await send('PUT', `/blog/detailed/${detailed._id}`, { ...TEXTS, content: 'Changed.' });
    expect(textOnly.statusCode).toBe(200);
  });

  it('lists a published post’s undescribed pictures on the dashboard, each linked to the post’s editor', async () => {
    const blogId = await createPost('Summer camp');
    const detailed = await createDetailed(blogId, {
      media: [mp4File(), ...(await pictures(3))],
      mediaAlt: ['', 'Campers bow at sunrise', '', ''],
      mediaDecorative: ['false', 'false', 'true', 'false'],
    });
    const listed = async () =>
      ((await inject('GET', '/accessibility/pictures')).json().data as { where: string }[]).filter(
        (picture) => picture.where === 'Blog: Blogs: Summer camp',
      );
    expect(await listed()).toEqual([
      {
        where: 'Blog: Blogs: Summer camp',
        label: 'Image 4',
        image: detailed.media[3].url,
        editor: `/admin/blogs/${blogId}/details`,
      },
    ]);
    await send('PUT', `/blog/detailed/${detailed._id}`, {
      ...TEXTS,
      mediaUpdates: JSON.stringify([{ _id: detailed.media[3]._id, urlAlt: 'The camp fire' }]),
    });
    expect(await listed()).toEqual([]);
  });
});
