// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderPage, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import classesPage from '../page/Page';
import { localMidnight } from '../page/features/dates';
import { classesChangeAt } from '../page/features/classes/classesMeta';
import type { ClassesContent } from '../page/features/classes/loadClasses';

const programs = [
  {
    _id: 'p1',
    title: 'Little Dragons',
    description: 'Balance and focus for the youngest.',
    image: '',
    ageMin: 4,
    ageMax: 6,
    level: 'beginner',
  },
  {
    _id: 'p2',
    title: 'Kids',
    description: 'Karate for 7 to 12.',
    image: '',
    ageMin: 7,
    ageMax: 12,
    level: 'all',
  },
  {
    _id: 'p3',
    title: 'Teens & Adults',
    description: 'From 13.',
    image: '',
    ageMin: 13,
    ageMax: '',
    level: 'all',
  },
  { _id: 'p4', title: 'Competition Team', description: 'By invitation.', image: '', level: 'advanced' },
];
const session = (
  id: string,
  program: string,
  weekday: number,
  startTime: string,
  endTime: string,
  trialSpots = 3,
) => ({
  _id: id,
  program,
  weekday,
  startTime,
  endTime,
  instructor: program === 'p1' ? 'Sensei Ken' : 'Sensei Aiko',
  location: program === 'p4' ? 'Competition hall' : '',
  trialSpots,
});
// Out of order, as the API may list them: the page orders them by day and time.
const sessions = [
  session('s3', 'p3', 2, '19:00', '20:30'),
  session('s1', 'p2', 2, '17:30', '18:30'),
  session('s2', 'p1', 1, '16:00', '16:45', 0),
  session('s4', 'p4', 6, '10:00', '12:00', 0),
];
const christmas = { _id: 'c1', title: 'Christmas break', startDate: '2025-12-22', endDate: '2026-01-02' };
const grading = {
  _id: 'e1',
  title: 'Winter Grading',
  description: 'Kyu gradings for all juniors.',
  image: '',
  kind: 'grading',
  startsAt: '2025-12-13T10:00:00.000Z',
  endsAt: '2025-12-13T14:00:00.000Z',
  location: 'Main dojo',
};
const upcoming = { timeZone: 'Europe/London', today: '2025-12-01', closures: [christmas], events: [grading] };
const brand = { _id: 'b', name: 'Springfield Karate', logo: '/uploads/logo-480x480.webp' };
const contact = {
  _id: 'c',
  address: '12 Dojo Lane, Springfield',
  phone: '+44 20 7946 0321',
  email: 'hello@dojo.test',
  mapEmbed: '',
};

const saved: Record<string, Route> = {
  'GET /classes/hero': ok(null),
  'GET /classes/programs': ok(programs),
  'GET /classes/sessions': ok(sessions),
  'GET /classes/upcoming': ok(upcoming),
  'GET /dashboard/hero': ok(brand),
  'GET /contact/contacts': ok(contact),
};

async function renderClasses(routes: Record<string, Route> = {}, url = '/classes') {
  const rendered = renderPage(classesPage, { path: '/classes', url, api: { ...saved, ...routes } });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const programCards = () =>
  within(screen.getByRole('list', { name: 'Programs' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** The timetable as text: each day with its classes' time and program. */
const timetable = () =>
  within(screen.getByRole('list', { name: 'Classes by day' }))
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h3'))
    .map((day) => [
      day.querySelector('h3')?.textContent,
      ...[...day.querySelectorAll('li')].map(
        (entry) =>
          entry.querySelectorAll('p')[0].textContent + ' ' + entry.querySelectorAll('p')[1].textContent,
      ),
    ]);

describe('the Classes page', () => {
  it('shows the default hero, the programs with their ages and level, and the title', async () => {
    await renderClasses();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Classes' })).toBeInTheDocument();
    expect(screen.getByText('Find the right class and book a free trial.')).toBeInTheDocument();
    expect(programCards()).toEqual(['Little Dragons', 'Kids', 'Teens & Adults', 'Competition Team']);
    expect(screen.getByText('Ages 4-6 · Beginner')).toBeInTheDocument();
    expect(screen.getByText('Ages 7-12 · All levels')).toBeInTheDocument();
    expect(screen.getByText('Ages 13+ · All levels')).toBeInTheDocument();
    expect(screen.getByText('All ages · Advanced')).toBeInTheDocument();
    expect(document.title).toBe('Classes | Our Company');
  });

  it('shows a saved hero', async () => {
    await renderClasses({
      'GET /classes/hero': ok({
        _id: 'h',
        herotitle: 'Train With Us',
        herodescription: 'Six days a week.',
        heroimg: '',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Train With Us' })).toBeInTheDocument();
    expect(screen.getByText('Six days a week.')).toBeInTheDocument();
  });

  it('lays the timetable out by day and time, each class with its program, time, instructor and place', async () => {
    await renderClasses();
    expect(timetable()).toEqual([
      ['Monday', '16:00-16:45 Little Dragons'],
      ['Tuesday', '17:30-18:30 Kids', '19:00-20:30 Teens & Adults'],
      ['Saturday', '10:00-12:00 Competition Team'],
    ]);
    const saturday = within(screen.getByRole('heading', { level: 3, name: 'Saturday' }).parentElement!);
    expect(saturday.getByText('Sensei Aiko')).toBeInTheDocument();
    expect(saturday.getByText('Competition hall')).toBeInTheDocument();
  });

  it('links a class that takes trial visitors to its booking, and no other', async () => {
    await renderClasses();
    const links = screen.getAllByRole('link', { name: /^Book a free trial/ });
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Book a free trial: Kids, Tuesday 17:30', '/classes/book?session=s1'],
      ['Book a free trial: Teens & Adults, Tuesday 19:00', '/classes/book?session=s3'],
    ]);
  });

  it('says each closure of the coming weeks, and the upcoming events at the academy’s time', async () => {
    await renderClasses({
      'GET /classes/upcoming': ok({
        ...upcoming,
        closures: [
          christmas,
          { _id: 'c2', title: 'Bank holiday', startDate: '2026-01-05', endDate: '2026-01-05' },
        ],
      }),
    });
    expect(
      within(screen.getByRole('list', { name: 'Closures' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'No classes from 22 December to 2 January: Christmas break',
      'No classes on 5 January: Bank holiday',
    ]);
    const events = within(screen.getByRole('list', { name: 'Upcoming events' }));
    expect(events.getByRole('heading', { level: 3, name: 'Winter Grading' })).toBeInTheDocument();
    expect(events.getByText('Grading')).toBeInTheDocument();
    expect(events.getByText('Saturday 13 December, 10:00-14:00')).toBeInTheDocument();
    expect(events.getByText('Main dojo')).toBeInTheDocument();
    expect(events.getByText('Kyu gradings for all juniors.')).toBeInTheDocument();
  });

  it('writes an event across days, and its times in the academy’s time zone', async () => {
    await renderClasses({
      'GET /classes/upcoming': ok({
        timeZone: 'America/New_York',
        today: '2025-12-01',
        closures: [],
        events: [
          {
            ...grading,
            kind: 'seminar',
            startsAt: '2025-12-13T15:00:00.000Z',
            endsAt: '2025-12-14T21:00:00.000Z',
          },
        ],
      }),
    });
    expect(screen.getByText('Saturday 13 December, 10:00 to Sunday 14 December, 16:00')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Closures' })).not.toBeInTheDocument();
  });

  it('says when there are no classes, no programs and no events yet', async () => {
    await renderClasses({
      'GET /classes/programs': ok([]),
      'GET /classes/sessions': ok([]),
      'GET /classes/upcoming': ok({ ...upcoming, closures: [], events: [] }),
    });
    expect(screen.getByText('No classes scheduled yet.')).toBeInTheDocument();
    expect(screen.getByText('No upcoming events.')).toBeInTheDocument();
    expect(screen.getByText('No programs yet.')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('links the calendar feeds, all of it and each program’s, for calendar apps and as a file', async () => {
    await renderClasses();
    expect(screen.getByRole('link', { name: 'All classes and events' })).toHaveAttribute(
      'href',
      'webcal://localhost/classes/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'Little Dragons classes' })).toHaveAttribute(
      'href',
      'webcal://localhost/classes/calendar.ics?program=p1',
    );
    expect(screen.getByRole('link', { name: 'Download the calendar (.ics)' })).toHaveAttribute(
      'href',
      'http://localhost/classes/calendar.ics',
    );
  });

  it('shows the page’s error text in its place when one of its calls fails', async () => {
    renderPage(classesPage, {
      path: '/classes',
      api: { ...saved, 'GET /classes/upcoming': failure(503, 'Database unavailable') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the classes. Please try again later.',
    );
  });

  it('shows the page without the academy’s name and details when those calls fail', async () => {
    await renderClasses({ 'GET /dashboard/hero': failure(503), 'GET /contact/contacts': failure(503) });
    expect(timetable()).toHaveLength(3);
  });
});

describe('the filter by program and age', () => {
  it('is a GET form of the page’s own address with program and age', async () => {
    await renderClasses();
    const form = screen.getByRole('search', { name: 'Find a class' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).not.toHaveAttribute('action');
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveAttribute('name', 'program');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveAttribute('name', 'age');
  });

  it('is answered by the address (/classes?age=8): the programs for that age, open ends included, and their classes', async () => {
    await renderClasses({}, '/classes?age=8');
    expect(programCards()).toEqual(['Kids', 'Competition Team']);
    expect(timetable()).toEqual([
      ['Tuesday', '17:30-18:30 Kids'],
      ['Saturday', '10:00-12:00 Competition Team'],
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(8);
  });

  it('is answered by the address with a program and an age together', async () => {
    await renderClasses({}, '/classes?program=p3&age=40');
    expect(programCards()).toEqual(['Teens & Adults']);
    expect(timetable()).toEqual([['Tuesday', '19:00-20:30 Teens & Adults']]);
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue('p3');
  });

  it('says when nothing matches', async () => {
    await renderClasses({}, '/classes?program=p1&age=30');
    expect(screen.getByText('No program matches your search.')).toBeInTheDocument();
    expect(screen.getByText('No class matches your search.')).toBeInTheDocument();
  });

  it('ignores an age that is none', async () => {
    await renderClasses({}, '/classes?age=old');
    expect(programCards()).toHaveLength(4);
    expect(timetable()).toHaveLength(3);
  });

  it('filters live as the visitor chooses, calling nothing', async () => {
    const { api } = await renderClasses();
    const calls = api.requests.length;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Little Dragons');
    expect(programCards()).toEqual(['Little Dragons']);
    expect(timetable()).toEqual([['Monday', '16:00-16:45 Little Dragons']]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'All programs');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Age' }), '15');
    expect(programCards()).toEqual(['Teens & Adults', 'Competition Team']);
    await userEvent.click(screen.getByRole('button', { name: 'Show classes' }));
    expect(programCards()).toEqual(['Teens & Adults', 'Competition Team']);
    expect(api.requests).toHaveLength(calls);
  });
});

describe('what the page tells search engines and the server', () => {
  async function meta(routes: Record<string, Route> = {}) {
    const { router } = await renderClasses(routes);
    return classesPage.meta(router.state.loaderData['page:/classes'] as ClassesContent);
  }

  it('carries the academy as a SportsActivityLocation, its opening hours from the timetable', async () => {
    const [place] = (await meta()).structuredData as Record<string, unknown>[];
    expect(place).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Springfield Karate',
      url: 'http://localhost/',
      logo: 'http://localhost/uploads/logo-480x480.webp',
      address: '12 Dojo Lane, Springfield',
      telephone: '+44 20 7946 0321',
      email: 'hello@dojo.test',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '16:00',
          closes: '16:45',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Tuesday',
          opens: '17:30',
          closes: '20:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '10:00',
          closes: '12:00',
        },
      ],
    });
  });

  it('carries an Event per upcoming event', async () => {
    const [, event, ...more] = (await meta()).structuredData as Record<string, unknown>[];
    expect(more).toEqual([]);
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Winter Grading',
      description: 'Kyu gradings for all juniors.',
      startDate: '2025-12-13T10:00:00.000Z',
      endDate: '2025-12-13T14:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Main dojo', address: '12 Dojo Lane, Springfield' },
      organizer: { '@type': 'Organization', name: 'Springfield Karate', url: 'http://localhost/' },
    });
  });

  it('leaves out what the academy has not said', async () => {
    const [place] = (
      await meta({
        'GET /dashboard/hero': ok(null),
        'GET /contact/contacts': ok(null),
        'GET /classes/sessions': ok([]),
      })
    ).structuredData as Record<string, unknown>[];
    expect(place).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Our Company',
      url: 'http://localhost/',
    });
  });

  it('is kept by a server until the academy’s next midnight', async () => {
    expect((await meta()).keptUntil).toBe('2025-12-02T00:00:00.000Z');
  });

  it('is kept until a listed event ends, when that comes first; midnight is the academy’s', () => {
    const at = (timeZone: string, events: { endsAt: string }[] = []) =>
      classesChangeAt({ upcoming: { timeZone, today: '2025-12-01', closures: [], events: events as never } });
    expect(at('America/New_York')).toBe('2025-12-02T05:00:00.000Z');
    expect(at('Asia/Tokyo')).toBe('2025-12-01T15:00:00.000Z');
    expect(at('Europe/London', [{ endsAt: '2025-12-01T20:00:00.000Z' }])).toBe('2025-12-01T20:00:00.000Z');
    expect(at('Not/AZone')).toBe('2025-12-02T00:00:00.000Z');
    const unreadable = classesChangeAt({
      upcoming: { timeZone: 'UTC', today: 'soon', closures: [], events: [] },
    });
    expect(Date.parse(unreadable)).toBeGreaterThan(Date.now());
  });

  it('finds local midnight across daylight-saving changes', () => {
    expect(new Date(localMidnight('2025-03-30', 'Europe/London')).toISOString()).toBe(
      '2025-03-30T00:00:00.000Z',
    );
    expect(new Date(localMidnight('2025-03-31', 'Europe/London')).toISOString()).toBe(
      '2025-03-30T23:00:00.000Z',
    );
    expect(new Date(localMidnight('2025-10-26', 'Europe/London')).toISOString()).toBe(
      '2025-10-25T23:00:00.000Z',
    );
    expect(new Date(localMidnight('2025-10-27', 'Europe/London')).toISOString()).toBe(
      '2025-10-27T00:00:00.000Z',
    );
  });
});
