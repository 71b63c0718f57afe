import { storedImageFiles } from '@academy/contracts';
import {
  UPLOAD_PATH,
  pngFile,
  multipartBody,
  api,
  type AuthHeaders,
  type TestApp,
  uploadedFileNames,
  withSignedInApp,
} from '@academy/server/testing';
describe('dashboard settings', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });

  const postHero = async (parts: Parameters<typeof multipartBody>[0]) => {
    const body = await multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: api('/dashboard/hero'),
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  const postPolicy = (payload: object) =>
    t.app.inject({ method: 'POST', url: api('/dashboard/privacy'), headers, payload });

  it('answers null before anything is saved', async () => {
    for (const path of ['/dashboard/hero', '/dashboard/privacy']) {
      const response = await t.app.inject({ method: 'GET', url: api(path) });
      expect(response.json()).toEqual({ success: true, data: null });
    }
  });

  it('requires a logo the first time, and a name always', async () => {
    const noLogo = await postHero({ name: 'Dojo' });
    expect(noLogo.statusCode).toBe(400);
    expect(noLogo.json()).toEqual({ success: false, error: 'Name and logo are required' });
    const noName = await postHero({ logo: await pngFile() });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ success: false, error: 'name is required' });
    expect(await uploadedFileNames(t.dataDir)).toEqual([]);
  });

  it('stores the name and logo, then replaces the logo, the old file kept for its revision', async () => {
    const first = await postHero({ name: '  Shotokan Dojo ', logo: await pngFile('logo.png') });
    expect(first.statusCode).toBe(200);
    const saved = first.json().data;
    expect(saved).toEqual({
      _id: expect.any(String),
      name: 'Shotokan Dojo',
      logo: UPLOAD_PATH,
      revision: '1',
    });
    expect(await uploadedFileNames(t.dataDir)).toEqual(
      storedImageFiles(saved.logo.slice('/uploads/'.length)).sort(),
    );

    const file = await t.app.inject({ method: 'GET', url: saved.logo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const renamed = await postHero({ name: 'Karate Academy' });
    expect(renamed.json().data).toEqual({ ...saved, name: 'Karate Academy', revision: '2' });

    const relogo = await postHero({ name: 'Karate Academy', logo: await pngFile('new.png', '#00ff00') });
    const { logo } = relogo.json().data;
    expect(logo).not.toBe(saved.logo);
    expect(await uploadedFileNames(t.dataDir)).toEqual(
      [saved.logo, logo].flatMap((stored) => storedImageFiles(stored.slice('/uploads/'.length))).sort(),
    );
    expect((await t.app.inject({ method: 'GET', url: api('/dashboard/hero') })).json().data).toEqual({
      _id: saved._id,
      name: 'Karate Academy',
      logo,
      revision: '3',
    });
  });

  it('sanitises the privacy policy and stores only the sanitised markup', async () => {
    const content = [
      '<h2>Privacy</h2><p onclick="steal()">We keep <strong>little</strong> data.<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">bad link</a> <a href="https://example.com" target="_blank">good link</a>',
      '<p style="color:red">styled</p><iframe src="https://evil.example"></iframe><ul><li>one</li></ul>',
    ].join('');
    const response = await postPolicy({ content });
    expect(response.statusCode).toBe(200);
    const stored = response.json().data.content as string;
    expect(stored).toBe(
      '<h2>Privacy</h2><p>We keep <strong>little</strong> data.</p><a rel="noopener noreferrer">bad link</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer">good link</a><p>styled</p><ul><li>one</li></ul>',
    );
    const read = await t.app.inject({ method: 'GET', url: api('/dashboard/privacy') });
    expect(read.json().data.content).toBe(stored);
  });

  it('keeps no markup from inside elements the parser reads as raw text (xmp and its kin)', async () => {
    const content = [
      '<p>Before</p><xmp><img src=x onerror=alert(1)></xmp>',
      '<noembed><img src=x onerror=alert(2)></noembed><noframes><img src=x onerror=alert(3)></noframes>',
      '<title><img src=x onerror=alert(4)></title><p>After</p><plaintext><img src=x onerror=alert(5)>',
    ].join('');
    const response = await postPolicy({ content });
    expect(response.statusCode).toBe(200);
    const stored = response.json().data.content as string;
    expect(stored).not.toMatch(/<img|onerror/i);
    expect(stored).toBe('<p>Before</p><p>After</p>');
  });

  it('refuses an empty policy and one that is empty once sanitised', async () => {
    for (const content of ['', '   ', '<script>alert(1)</script>']) {
      const response = await postPolicy({ content });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: 'content is required' });
    }
    const missing = await postPolicy({});
    expect(missing.json()).toEqual({ success: false, error: 'content is required' });
  });
});
