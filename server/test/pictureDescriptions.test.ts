import {
  type AuthHeaders,
  type TestApp,
  UPLOAD_PATH,
  api,
  contentClient,
  invitedAccount,
  pngFile,
  withSignedInApp,
} from './helpers';

const REFUSED = 'Describe the picture "Hero image", or mark it decorative.';

describe('pictures described by people (issue 31, item 6)', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  beforeAll(() => undefined);
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const client = contentClient(() => ({ t, headers }));
  const hero = { herotitle: 'Our dojo', herodescription: 'Karate for every age.' };

  const setRequired = async (requireDescriptions: boolean) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: api('/accessibility'),
      headers,
      payload: { requireDescriptions },
    });
    expect(response.json()).toEqual({ success: true, data: { requireDescriptions } });
  };
  const picturesToDescribe = async () =>
    (await t.app.inject({ method: 'GET', url: api('/accessibility/pictures'), headers })).json().data;

  afterEach(() => setRequired(false));

  it('answers a picture with its description, decorative choice and focal point', async () => {
    const saved = await client.send('PUT', '/about/hero', {
      ...hero,
      heroimg: await pngFile(),
      heroimgAlt: '  A child in a white gi bows to her teacher  ',
      heroimgDecorative: 'false',
      heroimgFocus: '30% 70%',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      _id: expect.any(String),
      ...hero,
      heroimg: UPLOAD_PATH,
      heroimgAlt: 'A child in a white gi bows to her teacher',
      heroimgDecorative: false,
      heroimgFocus: '30% 70%',
      revision: '1',
    });
    expect((await client.get('/about/hero')).json().data.heroimgAlt).toBe(
      'A child in a white gi bows to her teacher',
    );
  });

  it('keeps accepting pictures without a description while the setting is off, and lists them to describe', async () => {
    expect((await t.app.inject({ method: 'GET', url: api('/accessibility'), headers })).json()).toEqual({
      success: true,
      data: { requireDescriptions: false },
    });
    const saved = await client.send('PUT', '/service/hero', { ...hero, heroimg: await pngFile() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ heroimgAlt: '', heroimgDecorative: false, heroimgFocus: '' });
    expect(await picturesToDescribe()).toContainEqual({
      where: 'Services: Service hero section',
      label: 'Hero image',
      image: saved.json().data.heroimg,
      editor: '/admin/service',
    });
    await client.send('PUT', '/service/hero', { ...hero, heroimgDecorative: 'true' });
    expect(
      (await picturesToDescribe()).filter((picture: { where: string }) =>
        picture.where.startsWith('Services'),
      ),
    ).toEqual([]);
  });

  it('refuses a save or a draft of an undescribed picture once an owner turns the setting on', async () => {
    const before = (await client.get('/blog/hero')).json().data;
    await setRequired(true);
    for (const route of ['/blog/hero', '/blog/hero/draft']) {
      const refused = await client.send('PUT', route, {
        ...hero,
        heroimg: await pngFile(),
        heroimgAlt: '   ',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ success: false, error: REFUSED });
    }
    expect((await client.get('/blog/hero')).json().data).toEqual(before);

    const described = await client.send('PUT', '/blog/hero', {
      ...hero,
      heroimg: await pngFile(),
      heroimgAlt: 'The dojo seen from the street',
    });
    expect(described.statusCode).toBe(200);
    const decorative = await client.send('PUT', '/blog/hero', {
      ...hero,
      heroimg: await pngFile(),
      heroimgDecorative: 'true',
    });
    expect(decorative.json().data).toMatchObject({ heroimgDecorative: true, heroimgAlt: '' });
    // Text alone changes no picture: nothing to describe.
    expect((await client.send('PUT', '/blog/hero', hero)).statusCode).toBe(200);
  });

  it('refuses to publish a draft whose new picture nobody described', async () => {
    const draft = await client.send('PUT', '/classes/hero/draft', { ...hero, heroimg: await pngFile() });
    expect(draft.statusCode).toBe(200);
    await setRequired(true);
    const publish = () => t.app.inject({ method: 'POST', url: api('/classes/hero/publish'), headers });
    const refused = await publish();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, error: REFUSED });
    await client.send('PUT', '/classes/hero/draft', { ...hero, heroimgAlt: 'Two students spar' });
    expect((await publish()).statusCode).toBe(200);
    const published = await client.get('/classes/hero');
    expect(published.json()).toMatchObject({ data: { heroimgAlt: 'Two students spar' } });
  });

  it.each([
    [{ heroimgAlt: 'x'.repeat(251) }, 'heroimgAlt must be at most 250 characters'],
    [{ heroimgFocus: 'top left' }, 'heroimgFocus'],
  ])('refuses %p with a sentence', async (fields, sentence) => {
    const response = await client.send('PUT', '/about/hero', { ...hero, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(sentence);
  });

  it('lets only owners change the setting', async () => {
    const { headers: editor } = await invitedAccount(t, headers, 'editor');
    const response = await t.app.inject({
      method: 'PUT',
      url: api('/accessibility'),
      headers: editor,
      payload: { requireDescriptions: true },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: api('/accessibility/pictures'), headers: editor }))
        .statusCode,
    ).toBe(200);
  });
});
