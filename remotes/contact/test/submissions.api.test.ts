import type { ContactSubmission } from '../schemas';
import { contactSubmissions } from '../server/tables';
import {
  withMailingApp,
  readOutbox,
  type TestSmtpServer,
  ADMIN_EMAIL,
  type AuthHeaders,
  type TestApp,
  api,
  signIn,
  withSignedInApp,
} from '@academy/server/testing';

const SUBMIT = api('/contact/contacts/submit');
const SUBMISSIONS = api('/contact/contacts/submissions');
const CSV = api('/contact/contacts/submissions.csv');
const SENT = { success: true, data: null };

const message = {
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  phone: '+44 7700 900123',
  message: 'Do you have a class for adult beginners on Tuesdays?',
};

let nextClient = 0;
/** Each call from a client address of its own, so the per-client limit stays out of the way. */
const newClient = () => `10.8.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;

const submit = (t: TestApp, payload: Record<string, unknown>, remoteAddress = newClient()) =>
  t.app.inject({ method: 'POST', url: SUBMIT, payload, remoteAddress });

describe('the contact form and its inbox', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });

  const inbox = async (): Promise<ContactSubmission[]> =>
    (await t.app.inject({ method: 'GET', url: SUBMISSIONS, headers })).json().data;
  // Each test starts with an empty inbox and no notification of an earlier test still on its way.
  beforeEach(async () => {
    await t.app.backgroundTasksSettled();
    await t.app.db.delete(contactSubmissions);
  });

  it('lists nothing at first', async () => {
    expect(await inbox()).toEqual([]);
  });

  it('stores a valid message, trimmed, and answers success', async () => {
    const response = await submit(t, { ...message, name: '  Kenji Sato ', message: ` ${message.message}\n` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    expect(await inbox()).toEqual([
      {
        _id: expect.any(String),
        ...message,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        contacted: false,
      },
    ]);
  });

  it('takes a message without a phone number', async () => {
    const withoutPhone = { name: message.name, email: message.email, message: message.message };
    expect((await submit(t, withoutPhone)).statusCode).toBe(200);
    expect((await inbox())[0]).toMatchObject({ ...withoutPhone, phone: '' });
  });

  it('refuses a message without a name, a valid email or any words, naming the field, and keeps nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, name: undefined }, 'name is required'],
      [{ ...message, name: '   ' }, 'name is required'],
      [{ ...message, email: '' }, 'email is required'],
      [{ ...message, email: 'kenji at example' }, 'email must be a valid email address'],
      [{ ...message, message: '\n\t ' }, 'message is required'],
      [{ ...message, name: 'n'.repeat(121) }, 'name must be at most 120 characters'],
      [{ ...message, phone: '1'.repeat(51) }, 'phone must be at most 50 characters'],
      [{ ...message, message: 'm'.repeat(5001) }, 'message must be at most 5000 characters'],
      [{ ...message, email: `${'e'.repeat(250)}@example.com` }, 'email must be at most 254 characters'],
    ];
    for (const [payload, error] of cases) {
      const response = await submit(t, payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: { success: false, error },
      });
    }
    expect(await inbox()).toEqual([]);
  });

  it('drops a message whose honeypot is filled with the same answer: nothing stored, nothing mailed', async () => {
    const mailsBefore = (await readOutbox(t.dataDir)).length;
    const response = await submit(t, { ...message, website: 'https://cheap-pills.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await t.app.backgroundTasksSettled();
    expect(await inbox()).toEqual([]);
    expect(await readOutbox(t.dataDir)).toHaveLength(mailsBefore);
  });

  it('answers 429 with a sentence once a client sent more than the limit', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i += 1) {
      expect((await submit(t, { ...message, message: `Question ${i}` }, client)).statusCode).toBe(200);
    }
    const refused = await submit(t, message, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      error: 'Too many requests. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(850);
    expect(await inbox()).toHaveLength(5);
    expect((await submit(t, message)).statusCode).toBe(200);
  });

  it('mails each message to the administrator while no contact email is saved, then to the contact email', async () => {
    const before = (await readOutbox(t.dataDir)).length;
    await submit(t, message);
    await t.app.backgroundTasksSettled();
    const toAdmin = (await readOutbox(t.dataDir)).slice(before);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]).toContain(`To: ${ADMIN_EMAIL}`);
    expect(toAdmin[0]).toContain(`Reply-To: ${message.email}`);
    expect(toAdmin[0]).toContain('Subject: New contact message from Kenji Sato');
    for (const line of [
      'Name: Kenji Sato',
      'Email: kenji@example.com',
      'Phone: +44 7700 900123',
      message.message,
      '/admin/contact',
    ]) {
      expect(toAdmin[0]).toContain(line);
    }

    const saved = await t.app.inject({
      method: 'PUT',
      url: api('/contact/contacts'),
      headers,
      payload: { address: '1 Dojo Road', phone: '0123', email: 'front-desk@dojo.example' },
    });
    expect(saved.statusCode).toBe(200);
    await submit(t, { ...message, name: 'Aiko\r\nBcc: spy@evil.example' });
    await t.app.backgroundTasksSettled();
    const toDesk = (await readOutbox(t.dataDir)).slice(before + 1);
    expect(toDesk).toHaveLength(1);
    expect(toDesk[0]).toContain('To: front-desk@dojo.example');
    // A line break in the name cannot add a header: a name is kept on one line.
    const [mailHeaders] = toDesk[0].split('\n\n');
    expect(mailHeaders).toContain('Subject: New contact message from Aiko Bcc: spy@evil.example');
    expect(mailHeaders).not.toMatch(/^Bcc:/m);
    expect((await inbox())[0].name).toBe('Aiko Bcc: spy@evil.example');
  });

  it('lists newest first, only for an administrator', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      await submit(t, { ...message, name });
      t.advanceClock(1000);
    }
    expect((await inbox()).map((s) => s.name)).toEqual(['Third', 'Second', 'First']);
    for (const url of [SUBMISSIONS, CSV]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, error: 'Please sign in to continue.' });
      expect(anonymous.headers['cache-control']).toBe('no-store');
    }
    const read = await t.app.inject({ method: 'GET', url: SUBMISSIONS, headers });
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('marks a submission contacted and back, and answers 404 for an unknown id', async () => {
    await submit(t, message);
    const [stored] = await inbox();
    const put = (id: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `${SUBMISSIONS}/${id}`, headers, payload: payload as object });

    const marked = await put(stored._id, { contacted: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ ...stored, contacted: true });
    expect((await inbox())[0].contacted).toBe(true);
    expect((await put(stored._id, { contacted: false })).json().data.contacted).toBe(false);

    const bad = await put(stored._id, { contacted: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: 'contacted must be true or false' });
    expect((await put(stored._id, {})).json()).toEqual({ success: false, error: 'contacted is required' });

    const unknown = await put('no-such-id', { contacted: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'There is no submission with that id.' });
  });

  it('deletes a submission, then answers 404 for it', async () => {
    await submit(t, { ...message, name: 'Keep me' });
    await submit(t, { ...message, name: 'Delete me' });
    const [toDelete, kept] = await inbox();
    const remove = () => t.app.inject({ method: 'DELETE', url: `${SUBMISSIONS}/${toDelete._id}`, headers });

    const deleted = await remove();
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual(toDelete);
    expect(await inbox()).toEqual([kept]);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, error: 'There is no submission with that id.' });
  });

  it('exports every submission as UTF-8 CSV with a header row, quoting and formula cells neutralised', async () => {
    await submit(t, {
      name: 'Zoë "Z" Müller',
      email: 'zoe@example.com',
      message: 'Hello, dojo!\nSecond line',
    });
    t.advanceClock(1000);
    await submit(t, {
      name: '=HYPERLINK("https://evil.example")',
      email: 'a@example.com',
      phone: '+44 1',
      message: '-2+3',
    });
    t.advanceClock(1000);
    await submit(t, { name: '@SUM(A1)', email: 'b@example.com', message: '\uff1d1+1 (a full-width =)' });
    const [third, second, first] = await inbox();
    await t.app.inject({
      method: 'PUT',
      url: `${SUBMISSIONS}/${first._id}`,
      headers,
      payload: { contacted: true },
    });

    const response = await t.app.inject({ method: 'GET', url: CSV, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Name,Email,Phone,Message,Received,Contacted',
      `'@SUM(A1),b@example.com,,'\uff1d1+1 (a full-width =),${third.createdAt},No`,
      `"'=HYPERLINK(""https://evil.example"")",a@example.com,'+44 1,'-2+3,${second.createdAt},No`,
      `"Zoë ""Z"" Müller",zoe@example.com,,"Hello, dojo!\nSecond line",${first.createdAt},Yes`,
      '',
    ]);
  });

  it('exports only the header row when the inbox is empty', async () => {
    const response = await t.app.inject({ method: 'GET', url: CSV, headers });
    expect(response.body).toBe('\ufeffName,Email,Phone,Message,Received,Contacted\r\n');
  });
});

describe('the notification, sent after the answer through a real mail server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const log = withMailingApp((app, server) => {
    t = app;
    smtp = server;
  });

  it('answers the visitor before a slow mail server has taken the message, which still arrives', async () => {
    smtp.hold();
    const response = await submit(t, message);
    expect(response.json()).toEqual(SENT);
    for (let i = 0; i < 250 && smtp.pending() === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(smtp.pending()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const headers = await signIn(t.app);
    const stored = (await t.app.inject({ method: 'GET', url: SUBMISSIONS, headers })).json().data;
    expect(stored).toHaveLength(1);

    smtp.release();
    await t.app.backgroundTasksSettled();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain(`To: ${ADMIN_EMAIL}`);
  });

  it('keeps the message when the mail server refuses it, and logs the failure', async () => {
    smtp.refuse();
    expect((await submit(t, { ...message, name: 'Refused mail' })).json()).toEqual(SENT);
    await t.app.backgroundTasksSettled();
    const headers = await signIn(t.app);
    const stored = (await t.app.inject({ method: 'GET', url: SUBMISSIONS, headers })).json().data;
    expect(stored.map((s: ContactSubmission) => s.name)).toContain('Refused mail');
    expect(log.text()).toContain('Could not send the contact message notification');
  });
});
