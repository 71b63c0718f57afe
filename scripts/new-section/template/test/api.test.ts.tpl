import {
  type AuthHeaders,
  type TestApp,
  api,
  contentClient,
  pngFile,
  uploadedFileNames,
  withSignedInApp,
} from '@academy/server/testing';

describe('the __LABEL__ API', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, remove } = contentClient(() => ({ t, headers }));

  it('answers null for the hero until it is saved, then the saved hero with its picture', async () => {
    expect((await get('/__NAME__/hero')).json()).toEqual({ success: true, data: null });
    const saved = await send('PUT', '/__NAME__/hero', {
      herotitle: 'Summer at the dojo',
      herodescription: 'Camps for every age',
      heroimg: await pngFile(),
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/__NAME__/hero')).json().data).toEqual(saved.json().data);
    expect(await uploadedFileNames(t.dataDir)).not.toEqual([]);
  });

  it('adds items newest first, updates and deletes them by id', async () => {
    const add = (title: string) => send('POST', '/__NAME__/items', { title, description: `${title} text` });
    const first = (await add('First')).json().data;
    const second = (await add('Second')).json().data;
    expect((await get('/__NAME__/items')).json().data.map((item: { title: string }) => item.title)).toEqual([
      'Second',
      'First',
    ]);
    const updated = await send('PUT', `/__NAME__/items/${first._id}`, { title: 'First, again', description: 'New' });
    expect(updated.json().data).toMatchObject({ _id: first._id, title: 'First, again' });
    expect((await remove(`/__NAME__/items/${second._id}`)).statusCode).toBe(200);
    expect((await get('/__NAME__/items')).json().data).toHaveLength(1);
  });

  it('refuses writes without a session, and a title left empty', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: api('/__NAME__/hero'), payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const blank = await send('POST', '/__NAME__/items', { title: ' ', description: 'Text' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Title and description are required (title is empty).');
  });
});
