import fs from 'node:fs/promises';
import path from 'node:path';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { simpleParser } from 'mailparser';
import { sendDueReminders } from '../server/reminders';
import { classBookings } from '../server/tables';
import { BOOKING_TEXTS, type TrialBooking } from '../schemas';
import {
  type AuthHeaders,
  type TestApp,
  api,
  createSecondInstance,
  createTestApp,
  signIn,
} from '@academy/server/testing';

// Free trial bookings: the checks and their sentences, places given under the database's lock
// (60 at once for 3 places), the mails (parsed by a real mail parser, the invitation by a real
// iCalendar parser), cancelling with the mailed link, the reminder, staff's routes, and the
// timetable's changes that cancel trials.

// ical.js ships its types as an ES module and its code for require as CommonJS (the whole API).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;

let nextClient = 0;
/** Each call from a client address of its own, so the per-client limit stays out of the way. */
const newClient = () => `10.9.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;

/** The mails the app wrote to its outbox, raw, oldest first. */
async function outbox(t: TestApp): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
}

/** The parsed mails sent since `before` mails were in the outbox. */
async function mailsSince(t: TestApp, before: number) {
  await t.app.backgroundTasksSettled();
  return Promise.all((await outbox(t)).slice(before).map((raw) => simpleParser(raw)));
}

type Mail = Awaited<ReturnType<typeof simpleParser>>;
/** Whom a mail is to (its first address, lower case). */
const recipient = (mail: Mail) => ([mail.to].flat()[0]?.value[0]?.address ?? '').toLowerCase();

const tokenIn = (text: string) => {
  const match = /\/classes\/booking\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No booking link in: ${text}`);
  return match[1];
};

describe('free trial bookings', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let programId: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, payload?: object) =>
    t.app.inject({ method, url: api(route), headers, ...(payload && { payload }) });
  const publicCall = (method: 'GET' | 'POST', route: string, payload?: object) =>
    t.app.inject({ method, url: api(route), remoteAddress: newClient(), ...(payload && { payload }) });

  /** Moves the app's clock to `iso` and signs in again (a jump of weeks ends a session). */
  async function setNow(iso: string) {
    t.advanceClock(Date.parse(iso) - t.app.now().getTime());
    headers = await signIn(t.app);
  }

  async function addClass(fields: Record<string, unknown>): Promise<string> {
    const response = await call('POST', '/classes/sessions', {
      program: programId,
      weekday: 2,
      startTime: '17:30',
      endTime: '18:30',
      instructor: 'Sensei Aiko',
      location: 'Main dojo',
      trialSpots: 3,
      ...fields,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data._id;
  }

  const visitor = (overrides: Record<string, unknown> = {}) => ({
    name: 'Emma Wilson',
    email: 'emma@example.com',
    phone: '+44 7700 900456',
    participant: 'Lily Wilson',
    age: 8,
    message: 'Lily has never done karate.',
    ...overrides,
  });
  const book = (session: string, date: string, overrides: Record<string, unknown> = {}) =>
    publicCall('POST', '/classes/bookings', { session, date, ...visitor(overrides) });
  const rows = async (session: string) =>
    (await t.app.db.select().from(classBookings))
      .filter((row) => row.sessionId === session)
      .sort((a, b) => a.seq - b.seq);

  beforeAll(async () => {
    t = await createTestApp();
    t.stopClock();
    // Monday 1 March 2027, noon in London (GMT): Tuesdays are 2, 9, 16, 23 March.
    await setNow('2027-03-01T12:00:00Z');
    expect((await call('PUT', '/classes/settings', { timeZone: 'Europe/London' })).statusCode).toBe(200);
    expect(
      (
        await call('PUT', '/contact/contacts', {
          address: '12 Dojo Lane, London WC2N 5DU',
          phone: '+44 20 7946 0321',
          email: 'front-desk@dojo.example',
        })
      ).statusCode,
    ).toBe(200);
    const program = await call('POST', '/classes/programs', {
      title: 'Kids',
      description: 'Karate for ages 7 to 12.',
      ageMin: 7,
      ageMax: 12,
      level: 'all',
    });
    expect(program.statusCode).toBe(200);
    programId = program.json().data._id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.backgroundTasksSettled());

  it('refuses what cannot be booked, each with its sentence', async () => {
    const session = await addClass({});
    const noTrials = await addClass({ trialSpots: 0, weekday: 3 });
    const closure = await call('POST', '/classes/closures', {
      title: 'Half-term',
      startDate: '2027-03-15',
      endDate: '2027-03-19',
    });
    expect(closure.statusCode).toBe(200);
    const cases: [string, string, number, string][] = [
      ['0f0e0d0c-0000-4000-8000-000000000000', '2027-03-02', 404, 'There is no class with that id.'],
      [session, '', 400, BOOKING_TEXTS.chooseDate],
      [session, '2027-03-03', 400, BOOKING_TEXTS.notOnThatDate],
      [session, '2027-02-30', 400, BOOKING_TEXTS.notOnThatDate],
      [session, 'tomorrow', 400, BOOKING_TEXTS.notOnThatDate],
      [session, '2027-03-16', 400, BOOKING_TEXTS.notOnThatDate],
      [session, '2027-02-23', 400, BOOKING_TEXTS.datePassed],
      [noTrials, '2027-03-03', 400, BOOKING_TEXTS.noTrials],
    ];
    for (const [id, date, status, error] of cases) {
      const response = await book(id, date);
      expect({ id, date, status: response.statusCode, body: response.json() }).toEqual({
        id,
        date,
        status,
        body: { success: false, error },
      });
    }
    const fields: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'name is required'],
      [{ email: 'emma at example' }, 'email must be a valid email address'],
      [{ participant: '' }, 'participant is required'],
    ];
    for (const [overrides, error] of fields) {
      const response = await book(session, '2027-03-02', overrides);
      expect([response.statusCode, response.json().error]).toEqual([400, error]);
    }
    expect(await rows(session)).toEqual([]);

    // Today's class once it has started.
    await setNow('2027-03-02T17:31:00Z');
    expect((await book(session, '2027-03-02')).json().error).toBe(BOOKING_TEXTS.datePassed);
    await setNow('2027-03-01T12:00:00Z');
  });

  it('books a place, mails the visitor the class with an .ics and the academy a notification, and refuses a second booking', async () => {
    const session = await addClass({ weekday: 4, startTime: '18:00', endTime: '19:00' });
    const before = (await outbox(t)).length;
    const response = await book(session, '2027-03-04', { email: 'Emma@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { _id: expect.any(String), status: 'booked' } });

    const again = await book(session, '2027-03-04', { email: 'EMMA@example.com' });
    expect([again.statusCode, again.json().error]).toEqual([409, BOOKING_TEXTS.alreadyBooked]);

    const mails = await mailsSince(t, before);
    expect(mails).toHaveLength(2);
    const [toVisitor] = mails.filter((mail) => recipient(mail) === 'emma@example.com');
    const toAcademy = mails.find((mail) => mail !== toVisitor)!;
    expect(toVisitor.subject).toBe('Your free trial is booked: Kids, Thursday 4 March at 18:00');
    for (const line of [
      'Your free trial is booked: Thursday 4 March at 18:00.',
      'Class: Kids',
      'Date: Thursday 4 March',
      'Time: 18:00-19:00',
      'Instructor: Sensei Aiko',
      'Participant: Lily Wilson (age 8)',
      'Where: Main dojo, 12 Dojo Lane, London WC2N 5DU',
      `${t.config.publicUrl}/classes/booking?token=`,
    ]) {
      expect(toVisitor.text).toContain(line);
    }
    expect(recipient(toAcademy)).toBe('front-desk@dojo.example');
    expect(toAcademy.replyTo?.value[0].address).toBe('Emma@example.com');
    expect(toAcademy.subject).toBe('New free trial booking: Kids, Thursday 4 March at 18:00');
    expect(toAcademy.text).toContain('Phone: +44 7700 900456');
    expect(toAcademy.text).toContain('Lily has never done karate.');

    // The invitation: one VEVENT at 18:00 London time, with the zone's VTIMEZONE.
    expect(toVisitor.attachments).toHaveLength(1);
    const [ics] = toVisitor.attachments;
    expect(ics.filename).toBe('free-trial.ics');
    expect(ics.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/London']);
    for (const zone of zones) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(events[0].getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/London');
    expect(event.startDate.zone?.tzid).toBe('Europe/London');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-04T18:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-04T19:00:00.000Z');
    expect(event.summary).toBe('Free trial: Kids');
    expect(event.location).toBe('Main dojo, 12 Dojo Lane, London WC2N 5DU');
  });

  it('drops a booking whose honeypot is filled with the same answer: nothing stored, nothing mailed', async () => {
    const session = await addClass({ weekday: 5 });
    const before = (await outbox(t)).length;
    const response = await book(session, '2027-03-05', { website: 'https://spam.example' });
    expect(response.json()).toEqual({ success: true, data: { _id: expect.any(String), status: 'booked' } });
    expect(await rows(session)).toEqual([]);
    expect(await mailsSince(t, before)).toEqual([]);
  });

  it('limits bookings per client as the contact form does', async () => {
    const session = await addClass({ weekday: 6, trialSpots: 50 });
    const remoteAddress = newClient();
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: api('/classes/bookings'),
        remoteAddress,
        payload: { session, date: '2027-03-06', ...visitor({ email: `limit${i}@example.com` }) },
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: api('/classes/bookings'),
      remoteAddress,
      payload: { session, date: '2027-03-06', ...visitor({ email: 'limit9@example.com' }) },
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      429,
      'Too many requests. Please try again in 15 minutes.',
    ]);
  });

  it('gives 3 places to 60 visitors booking at once: exactly 3 booked, 57 waitlisted in arrival order', async () => {
    const session = await addClass({ weekday: 1, startTime: '16:30', endTime: '17:15', trialSpots: 3 });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => book(session, '2027-03-08', { email: `crowd${i}@example.com` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(60).fill(200));
    const statuses = answers.map((answer) => answer.json().data.status);
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(57);
    const stored = await rows(session);
    expect(stored.map((row) => row.status)).toEqual([
      ...Array(3).fill('booked'),
      ...Array(57).fill('waitlisted'),
    ]);

    const dates = (await publicCall('GET', `/classes/trial-dates?session=${session}`)).json().data.dates;
    expect(dates.find((date: { date: string }) => date.date === '2027-03-08')).toEqual({
      date: '2027-03-08',
      startsAt: '2027-03-08T16:30:00+00:00',
      places: 3,
      booked: 3,
      full: true,
    });
  });

  it('cancels with the mailed link: the place goes to the first on the waitlist, who is mailed; the link then answers 410', async () => {
    const session = await addClass({ weekday: 2, startTime: '19:00', endTime: '20:00', trialSpots: 1 });
    const before = (await outbox(t)).length;
    expect((await book(session, '2027-03-09', { email: 'first@example.com' })).json().data.status).toBe(
      'booked',
    );
    expect((await book(session, '2027-03-09', { email: 'second@example.com' })).json().data.status).toBe(
      'waitlisted',
    );
    expect((await book(session, '2027-03-09', { email: 'third@example.com' })).json().data.status).toBe(
      'waitlisted',
    );
    const mails = await mailsSince(t, before);
    const to = (address: string) => mails.find((mail) => recipient(mail) === address)!;
    expect(to('second@example.com').subject).toBe('You are on the waitlist: Kids, Tuesday 9 March at 19:00');
    expect(to('second@example.com').text).toContain(BOOKING_TEXTS.waitlisted);
    expect(to('second@example.com').attachments).toEqual([]);
    const token = tokenIn(to('first@example.com').text!);

    const shown = await publicCall('GET', `/classes/booking?token=${token}`);
    expect(shown.json()).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        status: 'booked',
        programTitle: 'Kids',
        date: '2027-03-09',
        startTime: '19:00',
        endTime: '20:00',
        participant: 'Lily Wilson',
        name: 'Emma Wilson',
        email: 'first@example.com',
      },
    });
    const afterBooking = (await outbox(t)).length;
    const cancelled = await publicCall('POST', '/classes/booking/cancel', { token });
    expect(cancelled.json()).toEqual({
      success: true,
      data: { _id: shown.json().data._id, status: 'cancelled' },
    });
    expect((await rows(session)).map((row) => [row.email, row.status])).toEqual([
      ['first@example.com', 'cancelled'],
      ['second@example.com', 'booked'],
      ['third@example.com', 'waitlisted'],
    ]);
    const promoted = await mailsSince(t, afterBooking);
    expect(promoted.map((mail) => [recipient(mail), mail.subject])).toEqual([
      ['second@example.com', 'A place opened: your free trial is booked: Kids, Tuesday 9 March at 19:00'],
    ]);
    expect(promoted[0].attachments).toHaveLength(1);
    // The promoted visitor's new link works; the used one does not, nor an unknown one.
    expect(
      (await publicCall('GET', `/classes/booking?token=${tokenIn(promoted[0].text!)}`)).json().data.status,
    ).toBe('booked');
    for (const used of [token, 'not-a-token']) {
      for (const response of [
        await publicCall('GET', `/classes/booking?token=${used}`),
        await publicCall('POST', '/classes/booking/cancel', { token: used }),
      ]) {
        expect([response.statusCode, response.json()]).toEqual([
          410,
          { success: false, error: BOOKING_TEXTS.linkInvalid },
        ]);
      }
    }
    // Booking again after cancelling is allowed.
    expect((await book(session, '2027-03-09', { email: 'first@example.com' })).json().data.status).toBe(
      'waitlisted',
    );
  });

  it('books the waitlisted of every coming date, in arrival order, when staff raise the places, and mails each; fewer places un-book nobody', async () => {
    const session = await addClass({ weekday: 2, startTime: '08:00', endTime: '09:00', trialSpots: 1 });
    const statuses = async () =>
      (await rows(session)).map((row) => `${row.classDate} ${row.email} ${row.status}`);
    const savePlaces = async (trialSpots: number) => {
      const saved = (await call('GET', `/classes/sessions/${session}`)).json().data;
      const response = await call('PUT', `/classes/sessions/${session}`, {
        ...saved,
        _id: undefined,
        trialSpots,
      });
      expect(response.statusCode).toBe(200);
    };
    // Today's class (Tuesday 2 March) fills up and waits; it is over when the places change.
    await book(session, '2027-03-02', { email: 'past1@example.com' });
    await book(session, '2027-03-02', { email: 'past2@example.com' });
    await setNow('2027-03-02T10:00:00Z');
    for (const email of ['a1', 'a2', 'a3'])
      await book(session, '2027-03-09', { email: `${email}@example.com` });
    for (const email of ['b1', 'b2', 'b3', 'b4']) {
      await book(session, '2027-03-23', { email: `${email}@example.com` });
    }
    await t.app.backgroundTasksSettled();
    const before = (await outbox(t)).length;

    await savePlaces(3);
    expect(await statuses()).toEqual([
      '2027-03-02 past1@example.com booked',
      '2027-03-02 past2@example.com waitlisted',
      '2027-03-09 a1@example.com booked',
      '2027-03-09 a2@example.com booked',
      '2027-03-09 a3@example.com booked',
      '2027-03-23 b1@example.com booked',
      '2027-03-23 b2@example.com booked',
      '2027-03-23 b3@example.com booked',
      '2027-03-23 b4@example.com waitlisted',
    ]);
    const promoted = await mailsSince(t, before);
    expect(promoted.map((mail) => [recipient(mail), mail.subject]).sort()).toEqual([
      ['a2@example.com', 'A place opened: your free trial is booked: Kids, Tuesday 9 March at 08:00'],
      ['a3@example.com', 'A place opened: your free trial is booked: Kids, Tuesday 9 March at 08:00'],
      ['b2@example.com', 'A place opened: your free trial is booked: Kids, Tuesday 23 March at 08:00'],
      ['b3@example.com', 'A place opened: your free trial is booked: Kids, Tuesday 23 March at 08:00'],
    ]);
    for (const mail of promoted) {
      expect(mail.attachments).toHaveLength(1);
      const shown = await publicCall('GET', `/classes/booking?token=${tokenIn(mail.text!)}`);
      expect(shown.json().data).toMatchObject({ status: 'booked', email: recipient(mail) });
    }
    const dates = (await publicCall('GET', `/classes/trial-dates?session=${session}`)).json().data.dates;
    expect(dates.find((date: { date: string }) => date.date === '2027-03-23')).toMatchObject({
      places: 3,
      booked: 3,
      full: true,
    });

    // Fewer places: everyone booked keeps their place, and the waitlist waits.
    const afterRaise = (await outbox(t)).length;
    await savePlaces(1);
    await savePlaces(2);
    expect(await statuses()).toEqual([
      '2027-03-02 past1@example.com booked',
      '2027-03-02 past2@example.com waitlisted',
      '2027-03-09 a1@example.com booked',
      '2027-03-09 a2@example.com booked',
      '2027-03-09 a3@example.com booked',
      '2027-03-23 b1@example.com booked',
      '2027-03-23 b2@example.com booked',
      '2027-03-23 b3@example.com booked',
      '2027-03-23 b4@example.com waitlisted',
    ]);
    expect(await mailsSince(t, afterRaise)).toEqual([]);
    expect((await book(session, '2027-03-09', { email: 'a4@example.com' })).json().data.status).toBe(
      'waitlisted',
    );
    await setNow('2027-03-01T12:00:00Z');
  });

  it('expires a link once its class has ended', async () => {
    const session = await addClass({ weekday: 3, startTime: '10:00', endTime: '11:00', trialSpots: 2 });
    const before = (await outbox(t)).length;
    await book(session, '2027-03-03', { email: 'expiring@example.com' });
    const [mail] = (await mailsSince(t, before)).filter((m) => m.subject?.startsWith('Your free trial'));
    const token = tokenIn(mail.text!);
    await setNow('2027-03-03T11:00:00Z');
    expect((await publicCall('GET', `/classes/booking?token=${token}`)).statusCode).toBe(410);
    await setNow('2027-03-01T12:00:00Z');
  });

  it('sends the reminder 24 hours before the class, once', async () => {
    const session = await addClass({ weekday: 5, startTime: '17:00', endTime: '18:00', trialSpots: 2 });
    await book(session, '2027-03-12', { email: 'remind-me@example.com' });
    await t.app.backgroundTasksSettled();
    await setNow('2027-03-11T16:00:00Z');
    expect(await sendDueReminders(t.app)).toBe(0);
    const before = (await outbox(t)).length;
    await setNow('2027-03-11T17:00:00Z');
    expect(await sendDueReminders(t.app)).toBe(1);
    expect(await sendDueReminders(t.app)).toBe(0);
    const mails = await mailsSince(t, before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Reminder: your free trial, Kids, Friday 12 March at 17:00',
    ]);
    expect(mails[0].text).toContain('/classes/booking?token=');
    expect(mails[0].attachments).toHaveLength(1);
    await setNow('2027-03-01T12:00:00Z');
  });

  it('lets staff list, change, export and delete bookings, every change in the audit log', async () => {
    const session = await addClass({ weekday: 7, startTime: '10:00', endTime: '11:00', trialSpots: 1 });
    const first = (
      await book(session, '2027-03-07', { email: 'staff1@example.com', name: '=HYPERLINK("x")' })
    ).json().data;
    const second = (await book(session, '2027-03-07', { email: 'staff2@example.com' })).json().data;
    const listed: TrialBooking[] = (await call('GET', '/classes/bookings')).json().data;
    expect(listed.find((booking) => booking._id === first._id)).toEqual({
      _id: first._id,
      session,
      program: 'Kids',
      date: '2027-03-07',
      startTime: '10:00',
      name: '=HYPERLINK("x")',
      email: 'staff1@example.com',
      phone: '+44 7700 900456',
      participant: 'Lily Wilson',
      age: 8,
      message: 'Lily has never done karate.',
      status: 'booked',
      outcome: 'open',
      createdAt: '2027-03-01T12:00:00.000Z',
    });
    expect((await t.app.inject({ method: 'GET', url: api('/classes/bookings') })).statusCode).toBe(401);

    const attended = await call('PUT', `/classes/bookings/${first._id}`, { status: 'attended' });
    expect(attended.json().data).toMatchObject({ status: 'attended', outcome: 'open' });
    expect(
      (await call('PUT', `/classes/bookings/${first._id}`, { outcome: 'joined' })).json().data,
    ).toMatchObject({
      status: 'attended',
      outcome: 'joined',
    });
    expect((await call('PUT', `/classes/bookings/${first._id}`, { outcome: 'maybe' })).statusCode).toBe(400);
    expect((await call('PUT', `/classes/bookings/nope`, { outcome: 'lost' })).statusCode).toBe(404);

    const csv = await call('GET', '/classes/bookings.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="trial-bookings-.*\.csv"$/);
    expect(csv.body).toContain(
      'Class,Date,Time,Participant,Age,Name,Email,Phone,Message,Status,Outcome,Booked at',
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).toContain('attended,joined');

    // Deleting the booked one gives its place to the waitlisted one.
    await call('PUT', `/classes/bookings/${first._id}`, { status: 'booked' });
    const deleted = await call('DELETE', `/classes/bookings/${first._id}`);
    expect(deleted.json().data._id).toBe(first._id);
    expect((await rows(session)).map((row) => [row.id, row.status])).toEqual([[second._id, 'booked']]);
    expect((await call('DELETE', `/classes/bookings/${first._id}`)).statusCode).toBe(404);

    const audit = (await call('GET', '/audit?action=save'))
      .json()
      .data.entries.map((entry: { path: string }) => entry.path);
    expect(audit).toContain(`/classes/bookings/${first._id}`);
    const deletes = (await call('GET', '/audit?action=delete')).json().data.entries;
    expect(deletes).toContainEqual(
      expect.objectContaining({ path: `/classes/bookings/${first._id}`, recordId: first._id }),
    );
    const exports = (await call('GET', '/audit?action=export')).json().data.entries;
    expect(exports).toContainEqual(expect.objectContaining({ path: '/classes/bookings.csv' }));
  });

  it('cancels the trials of a class that staff delete or move, and of the days a closure covers, telling each visitor why', async () => {
    const moved = await addClass({ weekday: 2, startTime: '06:00', endTime: '07:00', trialSpots: 2 });
    const deleted = await addClass({ weekday: 3, startTime: '06:00', endTime: '07:00', trialSpots: 2 });
    const closed = await addClass({ weekday: 4, startTime: '06:00', endTime: '07:00', trialSpots: 2 });
    await book(moved, '2027-03-09', { email: 'moved@example.com' });
    await book(deleted, '2027-03-10', { email: 'deleted1@example.com' });
    await book(deleted, '2027-03-24', { email: 'deleted2@example.com' });
    await book(closed, '2027-03-11', { email: 'closed@example.com' });
    await book(closed, '2027-03-25', { email: 'still-open@example.com' });
    await t.app.backgroundTasksSettled();

    expect((await call('GET', `/classes/bookings/affected?session=${deleted}`)).json()).toEqual({
      success: true,
      data: { count: 2 },
    });
    expect(
      (await call('GET', '/classes/bookings/affected?startDate=2027-03-10&endDate=2027-03-11')).json().data,
    ).toEqual({
      count: 2,
    });
    expect((await call('GET', '/classes/bookings/affected')).statusCode).toBe(400);

    const statuses = async (session: string) => (await rows(session)).map((row) => [row.email, row.status]);
    const before = (await outbox(t)).length;
    expect((await call('DELETE', `/classes/sessions/${deleted}`)).statusCode).toBe(200);
    const movedClass = (await call('GET', `/classes/sessions/${moved}`)).json().data;
    // A later end alone changes nothing a visitor plans around: the trial stands, nobody is told.
    const longer = await call('PUT', `/classes/sessions/${moved}`, {
      ...movedClass,
      _id: undefined,
      endTime: '07:15',
    });
    expect(longer.statusCode).toBe(200);
    expect(await statuses(moved)).toEqual([['moved@example.com', 'booked']]);
    expect(
      (
        await call('PUT', `/classes/sessions/${moved}`, {
          ...movedClass,
          _id: undefined,
          startTime: '07:00',
          endTime: '08:00',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/classes/closures', {
          title: 'Boiler repair',
          startDate: '2027-03-11',
          endDate: '2027-03-11',
        })
      ).statusCode,
    ).toBe(200);
    const mails = await mailsSince(t, before);
    const told = Object.fromEntries(mails.map((mail) => [recipient(mail), `${mail.subject} | ${mail.text}`]));
    expect(Object.keys(told).sort()).toEqual([
      'closed@example.com',
      'deleted1@example.com',
      'deleted2@example.com',
      'moved@example.com',
    ]);
    expect(told['deleted1@example.com']).toContain(
      'Your free trial is cancelled: Kids, Wednesday 10 March at 06:00',
    );
    expect(told['deleted1@example.com']).toContain('The class is no longer on the timetable.');
    expect(told['moved@example.com']).toContain('The class has moved to Tuesday 07:00-08:00.');
    expect(told['closed@example.com']).toContain(
      'The academy is closed from 11 March to 11 March: Boiler repair.',
    );
    expect(await statuses(deleted)).toEqual([
      ['deleted1@example.com', 'cancelled'],
      ['deleted2@example.com', 'cancelled'],
    ]);
    expect(await statuses(closed)).toEqual([
      ['closed@example.com', 'cancelled'],
      ['still-open@example.com', 'booked'],
    ]);
  });
});

// Two servers on one PostgreSQL database: places and reminders are decided by the database.
(process.env.DATABASE_URL ? describe : describe.skip)('two servers on one PostgreSQL database', () => {
  let one: TestApp;
  let two: TestApp;
  let headers: AuthHeaders;
  beforeAll(async () => {
    one = await createTestApp();
    two = await createSecondInstance(one);
    for (const app of [one, two]) {
      app.stopClock();
      app.advanceClock(Date.parse('2027-03-01T12:00:00Z') - app.app.now().getTime());
    }
    headers = await signIn(one.app);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('gives 3 places to 60 visitors split between them, and sends each reminder once', async () => {
    const call = (method: 'POST', route: string, payload: object) =>
      one.app.inject({ method, url: api(route), headers, payload });
    const program = (
      await call('POST', '/classes/programs', { title: 'Kids', description: 'Ages 7-12', level: 'all' })
    ).json().data._id;
    const session = (
      await call('POST', '/classes/sessions', {
        program,
        weekday: 3,
        startTime: '17:00',
        endTime: '18:00',
        instructor: 'Sensei Kenji',
        trialSpots: 3,
      })
    ).json().data._id;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        [one, two][i % 2].app.inject({
          method: 'POST',
          url: api('/classes/bookings'),
          remoteAddress: newClient(),
          payload: {
            session,
            date: '2027-03-03',
            name: `Visitor ${i}`,
            email: `visitor${i}@example.com`,
            participant: `Child ${i}`,
            age: 9,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.json().data?.status);
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(57);

    for (const app of [one, two])
      app.advanceClock(Date.parse('2027-03-02T17:30:00Z') - app.app.now().getTime());
    const sent = await Promise.all([sendDueReminders(one.app), sendDueReminders(two.app)]);
    expect(sent[0] + sent[1]).toBe(3);
    const stored = await one.app.db.select().from(classBookings);
    expect(stored.filter((row) => row.remindedAt !== null)).toHaveLength(3);
  });

  it('cancels, and tells, every booking made on either server while staff delete the class', async () => {
    // Each round: a new class, eight visitors booking it on both servers as staff delete it on
    // one. A booking that the deletion did not wait for would stay booked, its visitor untold.
    for (const app of [one, two])
      app.advanceClock(Date.parse('2027-03-01T12:00:00Z') - app.app.now().getTime());
    headers = await signIn(one.app);
    const staff = (method: 'POST' | 'DELETE', route: string, payload?: object) =>
      one.app.inject({ method, url: api(route), headers, ...(payload && { payload }) });
    const program = (
      await staff('POST', '/classes/programs', { title: 'Adults', description: 'Ages 16+', level: 'all' })
    ).json().data._id;
    const before = (await outbox(one)).length;
    const accepted: { session: string; email: string }[] = [];
    for (let round = 0; round < 25; round++) {
      const session = (
        await staff('POST', '/classes/sessions', {
          program,
          weekday: 3,
          startTime: '19:00',
          endTime: '20:00',
          instructor: 'Sensei Kenji',
          trialSpots: 2,
        })
      ).json().data._id;
      const emails = Array.from({ length: 8 }, (_, i) => `round${round}-visitor${i}@example.com`);
      const [deleted, ...answers] = await Promise.all([
        staff('DELETE', `/classes/sessions/${session}`),
        ...emails.map((email, i) =>
          [one, two][i % 2].app.inject({
            method: 'POST',
            url: api('/classes/bookings'),
            remoteAddress: newClient(),
            payload: {
              session,
              // Five on one date, three each on a date of its own.
              date: ['2027-03-03', '2027-03-17', '2027-03-24'][i - 5] ?? '2027-03-10',
              name: `Visitor ${i}`,
              email,
              participant: `Adult ${i}`,
              age: 30,
            },
          }),
        ),
      ]);
      expect(deleted.statusCode).toBe(200);
      answers.forEach((answer, i) => {
        expect([200, 404]).toContain(answer.statusCode);
        if (answer.statusCode === 200) accepted.push({ session, email: emails[i] });
      });
    }
    expect(accepted.length).toBeGreaterThan(0);
    await Promise.all([one.app.backgroundTasksSettled(), two.app.backgroundTasksSettled()]);
    const sessions = new Set(accepted.map((booking) => booking.session));
    const live = (await one.app.db.select().from(classBookings)).filter(
      (row) => sessions.has(row.sessionId) && row.status !== 'cancelled',
    );
    expect(live.map((row) => [row.email, row.status])).toEqual([]);
    const told = new Set(
      (await mailsSince(one, before))
        .filter((mail) => (mail.text ?? '').includes('The class is no longer on the timetable.'))
        .map(recipient),
    );
    expect(accepted.filter((booking) => !told.has(booking.email))).toEqual([]);
  });
});
