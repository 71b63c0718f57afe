import { PRESENCE_EXPIRY_MS, type PresenceAnswer, presencePaths } from '@academy/contracts';
import { type AuthHeaders, type TestApp, api, withOwnerAndEditor } from './helpers';

// Who else is here (issue 32, item 2): two staff members with the same record open, on both
// databases; someone is gone a minute after their last heartbeat, by the server's clock.

describe('who else is here (POST and DELETE /presence)', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let editor: AuthHeaders;
  withOwnerAndEditor((app, owner, invited) => {
    t = app;
    admin = owner;
    editor = invited;
  });

  const heartbeat = async (record: string, headers: AuthHeaders) => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(presencePaths.presence),
      headers,
      payload: { record },
    });
    expect({ status: response.statusCode, body: response.body }).toEqual({
      status: 200,
      body: expect.any(String),
    });
    return response.json<{ data: PresenceAnswer }>().data.others.map((other) => other.name);
  };

  it('tells each of two staff members that the other has the record open, and no one else', async () => {
    expect(await heartbeat('/about/hero', admin)).toEqual([]);
    expect(await heartbeat('/about/hero', editor)).toEqual(['Admin']);
    expect(await heartbeat('/about/hero', admin)).toEqual(['The editor']);
    // Another record is another room.
    expect(await heartbeat('/home/hero', admin)).toEqual([]);
  });

  it('forgets someone a minute after their last heartbeat, by the server’s clock', async () => {
    await heartbeat('/blog/hero', editor);
    t.advanceClock(PRESENCE_EXPIRY_MS - 5_000);
    expect(await heartbeat('/blog/hero', admin)).toEqual(['The editor']);
    t.advanceClock(10_000);
    expect(await heartbeat('/blog/hero', admin)).toEqual([]);
    // A heartbeat brings them back.
    await heartbeat('/blog/hero', editor);
    expect(await heartbeat('/blog/hero', admin)).toEqual(['The editor']);
  });

  it('forgets someone at once when their editor closes, and records no heartbeat in the audit log', async () => {
    await heartbeat('/service/hero', editor);
    const left = await t.app.inject({
      method: 'DELETE',
      url: api(`${presencePaths.presence}?record=${encodeURIComponent('/service/hero')}`),
      headers: editor,
    });
    expect(left.statusCode).toBe(200);
    expect(await heartbeat('/service/hero', admin)).toEqual([]);
    const { entries } = await t.app.audit.list({}, { limit: 500, offset: 0 });
    expect(entries.filter((entry) => entry.path.startsWith(presencePaths.presence))).toEqual([]);
  });

  it('refuses a visitor, and a heartbeat without a record with a sentence', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: api(presencePaths.presence),
      payload: { record: '/about/hero' },
    });
    expect(visitor.statusCode).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: api(presencePaths.presence),
      headers: admin,
      payload: { record: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual(expect.stringMatching(/record/));
  });
});
