import fs from 'node:fs/promises';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@academy/contracts';
import { blogDetails, blogMedia } from '../server/tables';
import {
  UPLOAD_PATH,
  contentClient,
  oversizedFile,
  pngFile,
  svgFile,
  type FilePart,
  mp4File,
  textAsMp4,
  webmFile,
  type AuthHeaders,
  type TestApp,
  api,
  uploadedFileNames,
  withSignedInApp,
  storedFiles,
} from '@academy/server/testing';

interface Media {
  _id: string;
  type: string;
  url: string;
  caption: string;
  position: number;
}
interface Detailed {
  _id: string;
  blogId: string;
  revision?: string;
  subtitle: string;
  subDescription: string;
  content: string;
  media: Media[];
}

const ARTICLE = {
  subtitle: 'Before the day',
  subDescription: 'How our students prepare',
  content: 'First paragraph.\nSecond paragraph.',
};

describe('a blog’s detailed content (/blog/detailed)', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, remove, fileOf } = contentClient(() => ({ t, headers }));
  const onDisk = (url: string) =>
    fs.stat(fileOf(url)).then(
      () => true,
      () => false,
    );
  const rows = async () => ({
    details: await t.app.db.select().from(blogDetails),
    media: await t.app.db.select().from(blogMedia),
  });

  async function createBlog(title = 'Grading day', withImage = false): Promise<string> {
    const response = await send('POST', '/blog/blogs', {
      blogtitle: title,
      blogdescription: `${title} description`,
      ...(withImage ? { blogimg: await pngFile() } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data._id;
  }

  async function createDetailed(blogId: string, media: FilePart[] = []) {
    const response = await send('POST', '/blog/detailed', {
      blogId,
      ...ARTICLE,
      ...(media.length > 0 ? { media } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Detailed;
  }

  it('creates detailed content (JSON), reads it by blog id, and refuses a second one with 409', async () => {
    const blogId = await createBlog();
    expect((await get(`/blog/detailed/${blogId}`)).statusCode).toBe(404);

    const created = await t.app.inject({
      method: 'POST',
      url: api('/blog/detailed'),
      headers,
      payload: { blogId, ...ARTICLE },
    });
    expect(created.statusCode).toBe(200);
    const detailed = created.json().data;
    expect(detailed).toEqual({ _id: expect.any(String), blogId, ...ARTICLE, media: [], revision: '1' });
    expect((await get(`/blog/detailed/${blogId}`)).json()).toEqual({ success: true, data: detailed });

    const again = await send('POST', '/blog/detailed', { blogId, content: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'This blog already has detailed content; update it instead of creating another.',
    });
  });

  it.each([
    [{ content: 'Text' }, 'Blog ID is required'],
    [{ blogId: '   ', content: 'Text' }, 'Blog ID is required'],
    [{ blogId: 'some-blog' }, 'Content is required'],
    [{ blogId: 'some-blog', content: ' \n ' }, 'Content is required'],
  ])('refuses %p with the sentence %p', async (fields, error) => {
    const response = await send('POST', '/blog/detailed', fields);
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, error }]);
  });

  it('answers 404 for an unknown blog, storing neither rows nor files', async () => {
    const before = await uploadedFileNames(t.dataDir);
    const response = await send('POST', '/blog/detailed', {
      blogId: '00000000-0000-4000-8000-000000000000',
      content: 'Text',
      media: [await pngFile()],
    });
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { success: false, error: 'There is no blog with that id.' },
    ]);
    expect(await uploadedFileNames(t.dataDir)).toEqual(before);
  });

  it('stores an image (re-encoded) and real MP4 and WebM videos (kept byte for byte) in the order sent', async () => {
    const blogId = await createBlog('Media');
    const detailed = await createDetailed(blogId, [await pngFile(), mp4File(), webmFile()]);
    // Sent without descriptions: stored undescribed (the API takes them unless an owner asks).
    const undescribed = { caption: '', urlAlt: '', urlDecorative: false };
    expect(detailed.media).toEqual([
      { _id: expect.any(String), type: 'image', url: UPLOAD_PATH, position: 0, ...undescribed },
      {
        _id: expect.any(String),
        type: 'video',
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.mp4$/),
        position: 1,
        ...undescribed,
      },
      {
        _id: expect.any(String),
        type: 'video',
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webm$/),
        position: 2,
        ...undescribed,
      },
    ]);
    expect(await fs.readFile(fileOf(detailed.media[1].url))).toEqual(mp4File().data);
    expect(await fs.readFile(fileOf(detailed.media[2].url))).toEqual(webmFile().data);
    expect(await onDisk(detailed.media[0].url)).toBe(true);
  });

  it('serves a video with byte ranges, so a browser can seek', async () => {
    const blogId = await createBlog('Seek');
    const { media } = await createDetailed(blogId, [mp4File()]);
    const whole = mp4File().data;
    const response = await t.app.inject({
      method: 'GET',
      url: media[0].url,
      headers: { range: 'bytes=100-199' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(response.rawPayload).toEqual(whole.subarray(100, 200));
    const full = await t.app.inject({ method: 'GET', url: media[0].url });
    expect([full.statusCode, full.headers['accept-ranges']]).toEqual([200, 'bytes']);
  });

  const NOT_MEDIA =
    'Only images (JPEG, PNG, WebP, GIF or AVIF) and MP4 or WebM videos are accepted as blog media.';
  const NOT_A_VIDEO = 'The video could not be read: only MP4 and WebM videos are accepted.';
  it.each([
    ['a text file named .mp4', textAsMp4(), 415, NOT_MEDIA],
    ['an MP4 cut short', { ...mp4File(), data: mp4File().data.subarray(0, 600) }, 415, NOT_A_VIDEO],
    [
      'a WebM without its segment',
      { ...webmFile(), data: webmFile().data.subarray(0, 36) },
      415,
      NOT_A_VIDEO,
    ],
    ['an SVG image', svgFile(), 415, NOT_MEDIA],
    [
      'an image over the image cap',
      oversizedFile(MAX_IMAGE_BYTES),
      413,
      'File is too large. Images can be at most 5 MB.',
    ],
  ])('refuses %s next to a good image, storing nothing', async (_name, file, status, error) => {
    const blogId = await createBlog('Refused');
    const filesBefore = await uploadedFileNames(t.dataDir);
    const rowsBefore = await rows();
    const response = await send('POST', '/blog/detailed', {
      blogId,
      content: 'Text',
      media: [await pngFile(), file],
    });
    expect([response.statusCode, response.json()]).toEqual([status, { success: false, error }]);
    expect(await rows()).toEqual(rowsBefore);
    expect(await uploadedFileNames(t.dataDir)).toEqual(filesBefore);
  });

  it('takes at most 10 files in one upload', async () => {
    const blogId = await createBlog('Many');
    const response = await send('POST', '/blog/detailed', {
      blogId,
      content: 'Text',
      media: Array.from({ length: 11 }, () => webmFile()),
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { success: false, error: 'You can upload a maximum of 10 files at a time' },
    ]);
    expect((await get(`/blog/detailed/${blogId}`)).statusCode).toBe(404);
  });

  it('caps a video at MAX_VIDEO_BYTES with a sentence saying so, while the image routes keep their cap', async () => {
    const blogId = await createBlog('Huge');
    const huge = { ...mp4File(), data: Buffer.concat([mp4File().data, Buffer.alloc(MAX_VIDEO_BYTES)]) };
    const response = await send('POST', '/blog/detailed', { blogId, content: 'Text', media: huge });
    expect([response.statusCode, response.json()]).toEqual([
      413,
      { success: false, error: 'File is too large. Files can be at most 50 MB.' },
    ]);
    const image = await send('PUT', '/blog/hero', {
      herotitle: 'T',
      herodescription: 'D',
      heroimg: oversizedFile(MAX_IMAGE_BYTES),
    });
    expect([image.statusCode, image.json()]).toEqual([
      413,
      { success: false, error: 'File is too large. Files can be at most 5 MB.' },
    ]);
  });

  it('updates texts, reorders and captions the media, and appends new media after them', async () => {
    const blogId = await createBlog('Reorder');
    const { _id, media } = await createDetailed(blogId, [await pngFile(), mp4File()]);
    const [image, video] = media;
    const response = await send('PUT', `/blog/detailed/${_id}`, {
      subtitle: 'New subtitle',
      subDescription: '',
      content: 'One.\nTwo.\nThree.',
      mediaUpdates: JSON.stringify([
        { _id: video._id, position: 0, caption: '  The kata in slow motion  ' },
        { _id: image._id, position: 1 },
      ]),
      media: webmFile(),
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data as Detailed;
    expect(updated).toEqual({
      _id,
      blogId,
      revision: '2',
      subtitle: 'New subtitle',
      subDescription: '',
      content: 'One.\nTwo.\nThree.',
      media: [
        { ...video, position: 0, caption: 'The kata in slow motion' },
        { ...image, position: 1 },
        expect.objectContaining({ type: 'video', url: expect.stringMatching(/\.webm$/), position: 2 }),
      ],
    });
    expect((await get(`/blog/detailed/${blogId}`)).json().data).toEqual(updated);
  });

  it.each([
    [
      'bad JSON',
      '[{"_id": ',
      'mediaUpdates is not valid JSON; it must be a list of {_id, position, caption, urlAlt, urlDecorative}.',
    ],
    [
      'not a list',
      '{"_id": "x"}',
      'mediaUpdates must be a list of {_id, position, caption, urlAlt, urlDecorative}.',
    ],
    [
      'a negative position',
      '[{"_id": "x", "position": -1}]',
      'mediaUpdates[0].position is invalid: expected integer to be greater or equal to 0.',
    ],
    [
      'an entry without an id',
      '[{"position": 1}]',
      'mediaUpdates[0]._id is invalid: expected required property.',
    ],
  ])('refuses mediaUpdates with %s, naming the problem and changing nothing', async (_name, text, error) => {
    const blogId = await createBlog('Bad updates');
    const detailed = await createDetailed(blogId, [await pngFile()]);
    const before = await uploadedFileNames(t.dataDir);
    const response = await send('PUT', `/blog/detailed/${detailed._id}`, {
      content: 'Changed',
      mediaUpdates: text,
      media: await pngFile(),
    });
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, error }]);
    expect((await get(`/blog/detailed/${blogId}`)).json().data).toEqual(detailed);
    expect(await uploadedFileNames(t.dataDir)).toEqual(before);
  });

  it('applies mediaUpdates all or nothing: one unknown media id leaves texts, order, captions and files as they were', async () => {
    const blogId = await createBlog('All or nothing');
    const detailed = await createDetailed(blogId, [await pngFile(), await pngFile('b.png', '#00ff00')]);
    const other = await createDetailed(await createBlog('Other'), [await pngFile()]);
    const before = await uploadedFileNames(t.dataDir);
    const [first, second] = detailed.media;
    const response = await send('PUT', `/blog/detailed/${detailed._id}`, {
      content: 'Changed',
      mediaUpdates: JSON.stringify([
        { _id: second._id, position: 0, caption: 'Moved' },
        { _id: first._id, position: 1 },
        // Another blog's media item is not this one's.
        { _id: other.media[0]._id, position: 2 },
      ]),
      media: mp4File(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      `mediaUpdates[2] names a media item this detailed content does not have ("${other.media[0]._id}"); nothing was changed.`,
    );
    expect((await get(`/blog/detailed/${blogId}`)).json().data).toEqual(detailed);
    expect(await uploadedFileNames(t.dataDir)).toEqual(before);
    const repeated = await send('PUT', `/blog/detailed/${detailed._id}`, {
      content: 'Changed',
      mediaUpdates: JSON.stringify([{ _id: first._id }, { _id: first._id, position: 3 }]),
    });
    expect(repeated.json()).toEqual({
      success: false,
      error: 'mediaUpdates[1] lists a media item that an earlier entry lists already.',
    });
  });

  it('answers 404 for unknown detailed content or media on every route', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFound = { success: false, error: 'There is no detailed content with that id.' };
    const put = await send('PUT', `/blog/detailed/${unknown}`, { content: 'Text' });
    expect([put.statusCode, put.json()]).toEqual([404, notFound]);
    const deleted = await remove(`/blog/detailed/${unknown}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([404, notFound]);
    const blogId = await createBlog('Media 404');
    const detailed = await createDetailed(blogId);
    const media = await remove(`/blog/detailed/${detailed._id}/media/${unknown}`);
    expect([media.statusCode, media.json()]).toEqual([
      404,
      { success: false, error: 'This detailed content has no media item with that id.' },
    ]);
  });

  it('deletes one media item (its file kept for the revision), then the whole detailed content with every file', async () => {
    const blogId = await createBlog('Deletions');
    const detailed = await createDetailed(blogId, [await pngFile(), mp4File(), webmFile()]);
    const [image, mp4, webm] = detailed.media;
    const one = await remove(`/blog/detailed/${detailed._id}/media/${mp4._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.media).toEqual([image, webm]);
    expect(await onDisk(mp4.url)).toBe(true);
    expect(await onDisk(image.url)).toBe(true);

    const all = await remove(`/blog/detailed/${detailed._id}`);
    expect(all.statusCode).toBe(200);
    const { revision, ...deleted } = detailed;
    expect(revision).toBe('1');
    expect(all.json().data).toEqual({ ...deleted, media: [image, webm] });
    expect((await get(`/blog/detailed/${blogId}`)).statusCode).toBe(404);
    expect(await onDisk(image.url)).toBe(false);
    expect(await onDisk(webm.url)).toBe(false);
    expect(await onDisk(mp4.url)).toBe(false);
  });

  it('a blog deleted from the trash for good takes its detailed content, its media rows and every file, and nothing of other blogs', async () => {
    const keptBlog = await createBlog('Kept', true);
    const kept = await createDetailed(keptBlog, [await pngFile()]);
    const filesBefore = await uploadedFileNames(t.dataDir);
    const rowsBefore = await rows();

    const blogId = await createBlog('Doomed', true);
    const detailed = await createDetailed(blogId, [await pngFile(), mp4File()]);
    await send('PUT', `/blog/detailed/${detailed._id}`, { content: 'More', media: webmFile() });
    // The blog's picture and the media's, each with its AVIF twin, and the two videos.
    expect((await uploadedFileNames(t.dataDir)).length).toBe(filesBefore.length + 6);

    const deleted = await remove(`/blog/blogs/${blogId}`);
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/blog/blogs/${blogId}`)).statusCode).toBe(404);
    expect((await get(`/blog/detailed/${blogId}`)).statusCode).toBe(404);
    expect(await uploadedFileNames(t.dataDir)).toEqual(filesBefore);
    expect((await remove(`/trash/${blogId}`)).json()).toEqual({ success: true, data: { _id: blogId } });
    expect(await rows()).toEqual(rowsBefore);
    expect(await uploadedFileNames(t.dataDir)).toEqual(filesBefore);
    const recorded = (await t.app.db.select().from(storedFiles)).map((row) => row.name).sort();
    expect(recorded).toEqual(filesBefore);
    expect((await get(`/blog/detailed/${keptBlog}`)).json().data).toEqual(kept);
  });

  it('refuses every write without a session, before storing anything', async () => {
    const blogId = await createBlog('Guarded');
    const detailed = await createDetailed(blogId, [await pngFile()]);
    const before = await uploadedFileNames(t.dataDir);
    const anonymous = { authorization: '' };
    const media = { content: 'X', media: mp4File() };
    expect((await send('POST', '/blog/detailed', { blogId, ...media }, anonymous)).statusCode).toBe(401);
    expect((await send('PUT', `/blog/detailed/${detailed._id}`, media, anonymous)).statusCode).toBe(401);
    expect(
      (await remove(`/blog/detailed/${detailed._id}/media/${detailed.media[0]._id}`, anonymous)).statusCode,
    ).toBe(401);
    expect((await remove(`/blog/detailed/${detailed._id}`, anonymous)).statusCode).toBe(401);
    expect((await get(`/blog/detailed/${blogId}`)).json().data).toEqual(detailed);
    expect(await uploadedFileNames(t.dataDir)).toEqual(before);
  });
});
