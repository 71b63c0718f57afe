import path from 'node:path';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from '@academy/server/testing';
import {
  AGES_REFUSED,
  DATES_REFUSED,
  EVENT_TIMES_REFUSED,
  PROGRAM_REFUSED,
  TIMES_REFUSED,
  TIME_ZONE_REFUSED,
} from '../server/validation';
import { classesDemo } from '../server/demo';
import classes from '../section';

// ical.js ships its types as an ES module and its code for require as CommonJS (the whole API).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;

// The section's content API beyond the list pattern: checks across fields, the time zone, the
// dates a class takes place (daylight saving and closures), what is coming up, and the calendar
// feed, expanded by a real iCalendar parser to exactly the dates and times the API gives.

describe('classes: the timetable, its time zone and its feed', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let kids: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, payload?: object) =>
    t.app.inject({ method, url: api(route), headers, ...(payload && { payload }) });
  const read = (route: string) => t.app.inject({ method: 'GET', url: api(route) });

  async function setNow(iso: string) {
    t.advanceClock(Date.parse(iso) - t.app.now().getTime());
    headers = await signIn(t.app);
  }

  const classFields = (overrides: Record<string, unknown> = {}) => ({
    program: kids,
    weekday: 2,
    startTime: '17:30',
    endTime: '18:30',
    instructor: 'Sensei Aiko',
    location: '',
    trialSpots: 2,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    t.stopClock();
    // Monday 15 March 2027, noon in London (GMT); the clocks go forward on Sunday 28 March.
    await setNow('2027-03-15T12:00:00Z');
    kids = (
      await call('POST', '/classes/programs', {
        title: 'Kids',
        description: 'Ages 7 to 12.',
        ageMin: 7,
        ageMax: 12,
        level: 'all',
      })
    ).json().data._id;
  });
  afterAll(() => t.close());

  it('keeps the time zone as a setting, UTC until saved, refusing names that are not IANA time zones', async () => {
    expect((await read('/classes/settings')).json()).toEqual({ success: true, data: null });
    for (const timeZone of ['Mars/Olympus', '+05:00', 'GMT+5 ', 'Europe/Londonx', '']) {
      const refused = await call('PUT', '/classes/settings', { timeZone });
      expect([timeZone, refused.statusCode]).toEqual([timeZone, 400]);
      if (timeZone.trim()) expect(refused.json().error).toBe(TIME_ZONE_REFUSED);
    }
    const saved = await call('PUT', '/classes/settings', { timeZone: 'europe/london' });
    expect(saved.json()).toEqual({
      success: true,
      data: { _id: expect.any(String), timeZone: 'Europe/London', revision: '1' },
    });
    expect((await read('/classes/upcoming')).json().data).toMatchObject({
      timeZone: 'Europe/London',
      today: '2027-03-15',
    });
  });

  it('checks fields against each other, and that a class names a program; nothing is stored when refused', async () => {
    const cases: [string, object, string][] = [
      [
        '/classes/programs',
        { title: 'Teens', description: 'x', ageMin: 13, ageMax: 12, level: 'all' },
        AGES_REFUSED,
      ],
      ['/classes/sessions', classFields({ startTime: '18:30', endTime: '18:30' }), TIMES_REFUSED],
      ['/classes/sessions', classFields({ startTime: '18:30', endTime: '17:30' }), TIMES_REFUSED],
      ['/classes/sessions', classFields({ program: 'no-such-program' }), PROGRAM_REFUSED],
      [
        '/classes/closures',
        { title: 'Break', startDate: '2027-04-02', endDate: '2027-04-01' },
        DATES_REFUSED,
      ],
      [
        '/classes/closures',
        { title: 'Break', startDate: '2027-02-30', endDate: '2027-03-01' },
        'startDate must be a date (YYYY-MM-DD).',
      ],
      [
        '/classes/events',
        {
          title: 'Grading',
          description: 'Belts',
          kind: 'grading',
          startsAt: '2027-04-10T10:00:00+01:00',
          endsAt: '2027-04-10T09:00:00+01:00',
          location: '',
        },
        EVENT_TIMES_REFUSED,
      ],
    ];
    for (const [route, payload, error] of cases) {
      const response = await call('POST', route, payload);
      expect({ route, status: response.statusCode, body: response.json() }).toEqual({
        route,
        status: 400,
        body: { success: false, error },
      });
    }
    for (const route of ['/classes/sessions', '/classes/closures', '/classes/events']) {
      expect((await read(route)).json().data).toEqual([]);
    }
    const open = await call('POST', '/classes/programs', {
      title: 'Teens & Adults',
      description: '13 and over',
      ageMin: 13,
      ageMax: '',
      level: 'all',
    });
    expect(open.json().data).toMatchObject({ ageMin: 13, ageMax: '' });
  });

  it('gives a class’s next 4 weeks at its local time across the clock change, closed and started dates left out', async () => {
    const session = (await call('POST', '/classes/sessions', classFields())).json().data._id;
    const monday = (
      await call(
        'POST',
        '/classes/sessions',
        classFields({ weekday: 1, startTime: '11:00', endTime: '12:00' }),
      )
    ).json().data._id;
    expect(
      (
        await call('POST', '/classes/closures', {
          title: 'Easter break',
          startDate: '2027-03-29',
          endDate: '2027-04-02',
        })
      ).statusCode,
    ).toBe(200);
    const answer = (await read(`/classes/trial-dates?session=${session}`)).json().data;
    expect(answer).toMatchObject({
      programTitle: 'Kids',
      timeZone: 'Europe/London',
      session: { _id: session },
    });
    expect(answer.dates).toEqual([
      { date: '2027-03-16', startsAt: '2027-03-16T17:30:00+00:00', places: 2, booked: 0, full: false },
      { date: '2027-03-23', startsAt: '2027-03-23T17:30:00+00:00', places: 2, booked: 0, full: false },
      { date: '2027-04-06', startsAt: '2027-04-06T17:30:00+01:00', places: 2, booked: 0, full: false },
    ]);
    // Today's 11:00 class has started: the first date is next week's.
    expect(
      (await read(`/classes/trial-dates?session=${monday}`))
        .json()
        .data.dates.map((d: { date: string }) => d.date),
    ).toEqual(['2027-03-22', '2027-04-05']);
    expect((await read('/classes/trial-dates?session=unknown')).statusCode).toBe(404);
    // A class without trial places offers no dates.
    const noTrials = (
      await call('POST', '/classes/sessions', classFields({ weekday: 3, trialSpots: 0 }))
    ).json().data._id;
    expect((await read(`/classes/trial-dates?session=${noTrials}`)).json().data.dates).toEqual([]);
  });

  it('lists the closures of the next 8 weeks and the events of the next 90 days that have not ended, soonest first', async () => {
    const closure = (title: string, startDate: string, endDate: string) =>
      call('POST', '/classes/closures', { title, startDate, endDate });
    await closure('Last winter', '2027-01-01', '2027-03-14');
    await closure('Spring bank holiday', '2027-05-03', '2027-05-03');
    await closure('Summer', '2027-07-20', '2027-08-31');
    const event = (title: string, startsAt: string, endsAt: string) =>
      call('POST', '/classes/events', {
        title,
        description: title,
        kind: 'seminar',
        startsAt,
        endsAt,
        location: 'Dojo',
      });
    await event('Ended', '2027-03-10T10:00:00Z', '2027-03-10T12:00:00Z');
    await event('Under way', '2027-03-15T10:00:00Z', '2027-03-15T14:00:00Z');
    await event('Later', '2027-05-01T10:00:00+01:00', '2027-05-01T16:00:00+01:00');
    await event('Soon', '2027-03-20T10:00:00Z', '2027-03-20T12:00:00Z');
    await event('Too far', '2027-07-01T10:00:00+01:00', '2027-07-01T12:00:00+01:00');
    const upcoming = (await read('/classes/upcoming')).json().data;
    expect(upcoming.closures.map((c: { title: string }) => c.title)).toEqual([
      'Easter break',
      'Spring bank holiday',
    ]);
    expect(upcoming.events.map((e: { title: string }) => e.title)).toEqual(['Under way', 'Soon', 'Later']);
    expect(upcoming.events[0]).toEqual({
      _id: expect.any(String),
      title: 'Under way',
      description: 'Under way',
      image: '',
      imageAlt: '',
      imageDecorative: false,
      imageFocus: '',
      kind: 'seminar',
      startsAt: '2027-03-15T10:00:00Z',
      endsAt: '2027-03-15T14:00:00Z',
      location: 'Dojo',
    });
  });

  it('serves a calendar feed whose expansion over 8 weeks gives exactly the timetable’s dates and times', async () => {
    const feed = await t.app.inject({ method: 'GET', url: '/classes/calendar.ics' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/London']);
    for (const zone of zones) ICAL.TimezoneService.register(zone);

    const now = t.app.now();
    const until = new Date(now.getTime() + 56 * 24 * 60 * 60 * 1000);
    const expanded = new Map<string, string[]>();
    const events: string[] = [];
    for (const component of calendar.getAllSubcomponents('vevent')) {
      const event = new ICAL.Event(component);
      const uid = String(event.uid);
      if (!event.isRecurring()) {
        events.push(event.summary);
        continue;
      }
      const starts: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next && next.toJSDate() < until; next = iterator.next()) {
        if (next.toJSDate() > now) starts.push(next.toJSDate().toISOString());
      }
      expanded.set(uid.replace(/^class-/, '').replace(/@.*$/, ''), starts);
    }
    // Every event that has not ended (a feed is a calendar, not the page's 90 days).
    expect(events.sort()).toEqual(['Later', 'Soon', 'Too far', 'Under way']);

    // What the API gives for the same 8 weeks: trial-dates covers 4 weeks from the moment asked,
    // so ask at now, then at the start of (London) days 28 and 56 from today.
    const DAY_MS = 24 * 60 * 60 * 1000;
    const askedAt = [0, 28 * DAY_MS - 13 * 60 * 60 * 1000, 56 * DAY_MS - 13 * 60 * 60 * 1000];
    const sessions: { _id: string; trialSpots: number; weekday: number }[] = (
      await read('/classes/sessions')
    ).json().data;
    expect([...expanded.keys()].sort()).toEqual(sessions.map((session) => session._id).sort());
    for (const session of sessions.filter((s) => s.trialSpots > 0)) {
      const apiDates = new Set<string>();
      for (const offset of askedAt) {
        t.advanceClock(offset);
        const dates = (await read(`/classes/trial-dates?session=${session._id}`)).json().data.dates;
        for (const date of dates) apiDates.add(new Date(date.startsAt).toISOString());
        t.advanceClock(-offset);
      }
      expect({ session: session._id, starts: expanded.get(session._id) }).toEqual({
        session: session._id,
        starts: [...apiDates].filter((iso) => new Date(iso) < until).sort(),
      });
    }
    // Tuesdays at 17:30 London time: GMT before 28 March, BST after, no Easter break.
    const tuesdays = expanded.get(sessions.find((s) => s.trialSpots === 2 && s.weekday === 2)!._id);
    expect(tuesdays?.slice(0, 4)).toEqual([
      '2027-03-16T17:30:00.000Z',
      '2027-03-23T17:30:00.000Z',
      '2027-04-06T16:30:00.000Z',
      '2027-04-13T16:30:00.000Z',
    ]);

    const byProgram = await t.app.inject({ method: 'GET', url: `/classes/calendar.ics?program=${kids}` });
    expect(byProgram.body).toContain('X-WR-CALNAME:');
    expect(
      (await t.app.inject({ method: 'GET', url: '/classes/calendar.ics?program=nope' })).statusCode,
    ).toBe(404);
  });

  it('writes its demo content: four programs, 14 classes, a closure in the coming weeks, three events, London time', async () => {
    const demo = await createTestApp();
    try {
      const { sectionSeeder } = jest.requireActual<typeof import('../../../server/src/demo/seedContent')>(
        '../../../server/src/demo/seedContent',
      );
      const section = { definition: classes, server: {}, folder: path.join(__dirname, '..') };
      await classesDemo(sectionSeeder(demo.app, section));
      const get = async (route: string) =>
        (await demo.app.inject({ method: 'GET', url: api(route) })).json().data;
      expect((await get('/classes/programs')).map((p: { title: string }) => p.title)).toEqual([
        'Little Dragons',
        'Kids',
        'Teens & Adults',
        'Competition Team',
      ]);
      const sessions = await get('/classes/sessions');
      expect(sessions).toHaveLength(14);
      expect(sessions.some((s: { trialSpots: number }) => s.trialSpots === 0)).toBe(true);
      const upcoming = await get('/classes/upcoming');
      expect(upcoming.timeZone).toBe('Europe/London');
      expect(upcoming.closures).toHaveLength(1);
      expect(upcoming.events).toHaveLength(3);
    } finally {
      await demo.close();
    }
  });
});
