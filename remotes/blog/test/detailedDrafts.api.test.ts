import {
  type AuthHeaders,
  type TestApp,
  api,
  contentClient,
  pngFile,
  withSignedInApp,
} from '@academy/server/testing';

// A blog's detailed content keeps a draft of its texts (its media are saved at once): visitors
// read the published texts until the draft is published; a draft blog's detailed content is
// its staff's alone.

describe('a blog’s detailed content: drafts of its texts', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get } = contentClient(() => ({ t, headers }));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, payload?: object) =>
    t.app.inject({ method, url: api(route), headers, ...(payload && { payload }) });

  async function blogWithDetails(status?: string) {
    const blog = await send('POST', '/blog/blogs', {
      blogtitle: 'Kata notes',
      blogdescription: 'Day',
      ...(status && { status }),
    });
    const detailed = await send('POST', '/blog/detailed', {
      blogId: blog.json().data._id,
      subtitle: 'Published subtitle',
      subDescription: '',
      content: 'Published text',
      media: await pngFile('one.png', '#111111'),
    });
    expect(detailed.statusCode).toBe(200);
    // As a draft's fields hold it: without the detailed content's revision count.
    const { revision, ...stored } = detailed.json().data;
    expect(revision).toBe('1');
    return stored as { _id: string; blogId: string; media: object[] };
  }

  it('keeps the texts’ draft for staff, answers it with the stored media, and publishes it as a save', async () => {
    const detailed = await blogWithDetails();
    const path = `/blog/detailed/${detailed._id}`;
    const draft = await call('PUT', `${path}/draft`, {
      subtitle: 'Draft subtitle',
      subDescription: 'More',
      content: 'Draft text',
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.fields).toEqual({
      ...detailed,
      subtitle: 'Draft subtitle',
      subDescription: 'More',
      content: 'Draft text',
    });
    expect((await get(`/blog/detailed/${detailed.blogId}`)).json().data.content).toBe('Published text');
    expect((await call('GET', `${path}/draft`)).json().data).toEqual(draft.json().data);

    const published = await call('POST', `${path}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ content: 'Draft text', media: detailed.media });
    expect((await get(`/blog/detailed/${detailed.blogId}`)).json().data.content).toBe('Draft text');
    expect((await call('GET', `${path}/draft`)).json()).toEqual({ success: true, data: null });
    const revisions = (await call('GET', `${path}/revisions`)).json().data;
    expect(revisions[0].fields.content).toBe('Published text');
  });

  it('refuses a draft without content with the save’s sentence, and discards one', async () => {
    const detailed = await blogWithDetails();
    const path = `/blog/detailed/${detailed._id}`;
    const refused = await call('PUT', `${path}/draft`, { subtitle: 'S', content: '  ' });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'Content is required']);
    await call('PUT', `${path}/draft`, { content: 'Thrown away' });
    expect((await call('DELETE', `${path}/draft`)).json()).toEqual({ success: true, data: null });
    expect((await call('GET', `${path}/draft`)).json()).toEqual({ success: true, data: null });
  });

  it('a draft blog’s detailed content is read by its staff, not by visitors', async () => {
    const detailed = await blogWithDetails('draft');
    expect((await get(`/blog/detailed/${detailed.blogId}`)).statusCode).toBe(404);
    const staff = await call('GET', `/blog/detailed/${detailed.blogId}`);
    expect(staff.json().data.content).toBe('Published text');
    // What staff read is never kept for visitors.
    expect((await get(`/blog/detailed/${detailed.blogId}`)).statusCode).toBe(404);
  });
});
