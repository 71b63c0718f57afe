import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupPaths } from '@academy/contracts';
import {
  type AuthHeaders,
  type TestApp,
  api,
  archiveEntries,
  createTestApp,
  invitedAccount,
  rowsOf,
  signIn,
} from '@academy/server/testing';

// The section's records reach the platform's safety net through the machinery alone: a class (a
// list of the section's own shape) keeps revisions and drafts, goes to the trash named by its
// itemTitle, is refused to authors, is in the audit log, and its bookings travel in a backup.

describe('classes: revisions, drafts, the trash, roles, the audit log and backups', () => {
  let t: TestApp;
  let owner: AuthHeaders;
  let program: string;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    route: string,
    headers: AuthHeaders,
    payload?: object,
  ) => t.app.inject({ method, url: api(route), headers, ...(payload && { payload }) });
  const publicRead = (route: string) => t.app.inject({ method: 'GET', url: api(route) });
  const classFields = (overrides: Record<string, unknown> = {}) => ({
    program,
    weekday: 3,
    startTime: '18:00',
    endTime: '19:00',
    instructor: 'Sensei Ren',
    location: 'Dojo 1',
    trialSpots: 4,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app);
    const created = await call('POST', '/classes/programs', owner, {
      title: 'Teens & Adults',
      description: 'From 13.',
      ageMin: 13,
      ageMax: '',
      level: 'all',
    });
    expect(created.statusCode).toBe(200);
    program = created.json().data._id;
  });
  afterAll(() => t.close());

  it('keeps a revision of every change of a class and restores it', async () => {
    const id = (await call('POST', '/classes/sessions', owner, classFields())).json().data._id;
    expect(
      (await call('PUT', `/classes/sessions/${id}`, owner, classFields({ instructor: 'Sensei Mio' })))
        .statusCode,
    ).toBe(200);
    const revisions = (await call('GET', `/classes/sessions/${id}/revisions`, owner)).json().data;
    expect(revisions).toHaveLength(1);
    expect(revisions[0].fields).toMatchObject({ instructor: 'Sensei Ren', weekday: 3, trialSpots: 4 });
    const restored = await call(
      'POST',
      `/classes/sessions/${id}/revisions/${revisions[0]._id}/restore`,
      owner,
    );
    expect(restored.json().data).toMatchObject({ instructor: 'Sensei Ren', weekday: 3 });
    expect((await publicRead(`/classes/sessions/${id}`)).json().data.instructor).toBe('Sensei Ren');
  });

  it('keeps a draft of a class from visitors until it is published', async () => {
    const id = (await call('POST', '/classes/sessions', owner, classFields({ weekday: 4 }))).json().data._id;
    const drafted = await call(
      'PUT',
      `/classes/sessions/${id}/draft`,
      owner,
      classFields({ weekday: 4, location: 'Dojo 2' }),
    );
    expect(drafted.statusCode).toBe(200);
    expect((await publicRead(`/classes/sessions/${id}`)).json().data.location).toBe('Dojo 1');
    expect((await call('POST', `/classes/sessions/${id}/publish`, owner)).statusCode).toBe(200);
    expect((await publicRead(`/classes/sessions/${id}`)).json().data.location).toBe('Dojo 2');

    const hidden = await call('POST', '/classes/sessions', owner, {
      ...classFields({ weekday: 5 }),
      status: 'draft',
    });
    const hiddenId = hidden.json().data._id;
    const seen = (await publicRead('/classes/sessions')).json().data.map((item: { _id: string }) => item._id);
    expect(seen).toContain(id);
    expect(seen).not.toContain(hiddenId);
  });

  it('puts a deleted class in the trash by its day, times and instructor, and brings it back', async () => {
    const id = (
      await call(
        'POST',
        '/classes/sessions',
        owner,
        classFields({ weekday: 6, startTime: '10:00', endTime: '11:00' }),
      )
    ).json().data._id;
    expect((await call('DELETE', `/classes/sessions/${id}`, owner)).statusCode).toBe(200);
    expect((await publicRead(`/classes/sessions/${id}`)).statusCode).toBe(404);
    const trash = (await call('GET', '/trash', owner)).json().data;
    const entry = trash.find((item: { _id: string }) => item._id === id);
    expect(entry).toMatchObject({
      section: 'classes',
      kind: 'class',
      title: 'Saturday 10:00-11:00, Sensei Ren',
    });
    expect((await call('POST', `/trash/${id}/restore`, owner)).statusCode).toBe(200);
    expect((await publicRead(`/classes/sessions/${id}`)).statusCode).toBe(200);
  });

  it('refuses authors every write of the section and the bookings, and files each staff change in the audit log', async () => {
    const { headers: author } = await invitedAccount(t, owner, 'author', 'classes-author@example.com');
    const refused = await call('POST', '/classes/sessions', author, classFields());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(expect.any(String));
    expect((await call('GET', '/classes/bookings', author)).statusCode).toBe(403);
    expect((await call('PUT', '/classes/settings', author, { timeZone: 'Europe/Paris' })).statusCode).toBe(
      403,
    );

    const { headers: editor } = await invitedAccount(t, owner, 'editor', 'classes-editor@example.com');
    expect((await call('PUT', '/classes/settings', editor, { timeZone: 'Europe/Paris' })).statusCode).toBe(
      200,
    );
    const saves = (await call('GET', '/audit?action=save', owner)).json().data.entries as { path: string }[];
    expect(saves.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([expect.stringContaining('/classes/settings')]),
    );
  });

  it("carries the section's records and its bookings in a backup", async () => {
    const sessions = (await publicRead('/classes/sessions')).json().data;
    const dates = (await publicRead(`/classes/trial-dates?session=${sessions[0]._id}`)).json().data.dates;
    const booked = await t.app.inject({
      method: 'POST',
      url: api('/classes/bookings'),
      payload: {
        session: sessions[0]._id,
        date: dates[0].date,
        name: 'Kenji Sato',
        email: 'kenji@example.com',
        participant: 'Kenji Sato',
        age: 30,
      },
    });
    expect(booked.statusCode).toBe(200);
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'classes-backup-'));
    try {
      const file = path.join(work, 'site.tar.gz');
      await fs.writeFile(file, (await call('GET', backupPaths.download, owner)).rawPayload);
      const entries = await archiveEntries(file);
      expect(rowsOf(entries, 'class_bookings')).toEqual([
        expect.objectContaining({ email: 'kenji@example.com', status: 'booked' }),
      ]);
      const items = rowsOf(entries, 'content_items').filter((row) => row.section === 'classes');
      expect(new Set(items.map((row) => row.collection))).toEqual(new Set(['programs', 'sessions']));
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });
});
