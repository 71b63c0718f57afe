// First: it fills jsdom's gaps before the code under test loads.
import { failure, heldReply, ok, renderPage, type Route } from '@academy/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEVER_KEPT } from '@academy/contracts';
import bookPage from '../page/BookPage';
import { BOOKING_TEXTS } from '../schemas';

const kids = {
  _id: 's1',
  program: 'p2',
  weekday: 2,
  startTime: '17:30',
  endTime: '18:30',
  instructor: 'Sensei Aiko',
  location: 'Main dojo',
  trialSpots: 3,
};
const trial = {
  session: kids,
  programTitle: 'Kids',
  timeZone: 'Europe/London',
  dates: [
    { date: '2024-12-03', startsAt: '2024-12-03T17:30:00.000Z', places: 3, booked: 1, full: false },
    { date: '2024-12-10', startsAt: '2024-12-10T17:30:00.000Z', places: 3, booked: 3, full: true },
  ],
};
const DATES = 'GET /classes/trial-dates?session=s1';
const BOOK = 'POST /classes/bookings';

const kenji = {
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  phone: '07700 900123',
  participant: 'Yuki Sato',
  age: '8',
  message: 'She has done judo before.',
};
/** What the API is sent for Kenji's booking of 3 December. */
const sentBody = { session: 's1', date: '2024-12-03', ...kenji, age: 8, website: '', consent: 'yes' };

async function renderBook(routes: Record<string, Route> = {}, url = '/classes/book?session=s1') {
  const rendered = renderPage(bookPage, {
    path: '/classes/book',
    url,
    api: { [DATES]: ok(trial), ...routes },
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const form = () => within(screen.getByRole('region', { name: 'Book a free trial' }));

async function fillForm(date = 'Tuesday 3 December') {
  const fields = form();
  await userEvent.click(fields.getByRole('radio', { name: new RegExp(`^${date}`) }));
  await userEvent.type(fields.getByLabelText('Your name'), kenji.name);
  await userEvent.type(fields.getByLabelText('Email'), kenji.email);
  await userEvent.type(fields.getByLabelText(/^Phone/), kenji.phone);
  await userEvent.type(fields.getByLabelText('Participant’s name'), kenji.participant);
  await userEvent.type(fields.getByLabelText('Participant’s age'), kenji.age);
  await userEvent.type(fields.getByLabelText(/^Message/), kenji.message);
  await userEvent.click(fields.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
}

const fieldValues = () =>
  ['Your name', 'Email', /^Phone/, 'Participant’s name', 'Participant’s age', /^Message/].map(
    (label) => (form().getByLabelText(label) as HTMLInputElement).value,
  );

describe('the free trial booking page', () => {
  it('shows the class and its dates, a full one offering the waitlist', async () => {
    const { api } = await renderBook();
    expect(screen.getByRole('heading', { level: 1, name: 'Free trial: Kids' })).toBeInTheDocument();
    expect(screen.getByText('Every Tuesday, 17:30-18:30')).toBeInTheDocument();
    expect(screen.getByText('Sensei Aiko')).toBeInTheDocument();
    expect(screen.getByText('Main dojo')).toBeInTheDocument();
    const dates = within(screen.getByRole('group', { name: 'Choose a date' })).getAllByRole('radio');
    expect(dates.map((radio) => [radio.getAttribute('name'), (radio as HTMLInputElement).value])).toEqual([
      ['date', '2024-12-03'],
      ['date', '2024-12-10'],
    ]);
    expect(screen.getByRole('radio', { name: 'Tuesday 3 December' })).toBeRequired();
    expect(
      screen.getByRole('radio', { name: 'Tuesday 10 December (Full: join the waitlist)' }),
    ).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['/classes/trial-dates?session=s1']);
    expect(document.title).toBe('Book a free trial: Kids | Our Company');
  });

  it('asks for who books, for whom, and the consent to the privacy policy; the honeypot is out of reach', async () => {
    await renderBook();
    const fields = form();
    expect(fields.getByLabelText('Your name')).toBeRequired();
    expect(fields.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(fields.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(fields.getByLabelText('Participant’s name')).toBeRequired();
    expect(fields.getByLabelText('Participant’s age')).toBeRequired();
    expect(fields.getByLabelText(/^Message/)).not.toBeRequired();
    const consent = fields.getByRole('checkbox', { name: 'I agree to the privacy policy' });
    expect(consent).toBeRequired();
    expect(consent).toHaveAttribute('name', 'consent');
    expect(fields.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(fields.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    expect(document.querySelector('input[name="session"]')).toHaveValue('s1');
    const element = document.querySelector('form');
    expect(element).toHaveAttribute('method', 'post');
    expect(element).not.toHaveAttribute('action');
  });

  it('sends nothing without a date or the consent (the browser’s own check)', async () => {
    const { api } = await renderBook();
    await userEvent.type(form().getByLabelText('Your name'), kenji.name);
    await userEvent.click(form().getByRole('button', { name: 'Book my free trial' }));
    expect(api.callsTo('POST', '/classes/bookings')).toEqual([]);
  });

  it('books live: Booking... while it goes, then the date, time and address; the form is cleared', async () => {
    const reply = heldReply();
    const { api } = await renderBook({ [BOOK]: reply.route });
    await fillForm();
    await userEvent.click(form().getByRole('button', { name: 'Book my free trial' }));
    expect(form().getByRole('button', { name: 'Booking...' })).toBeDisabled();
    expect(api.callsTo('POST', '/classes/bookings')[0].body).toEqual(sentBody);
    await act(async () => reply.release(ok({ _id: 'b1', status: 'booked' })));
    expect(await form().findByRole('status')).toHaveTextContent(
      'Your free trial is booked: Tuesday 3 December at 17:30. We have sent the details to kenji@example.com.',
    );
    expect(fieldValues()).toEqual(['', '', '', '', '', '']);
  });

  it('says a full date put the visitor on the waitlist', async () => {
    await renderBook({ [BOOK]: ok({ _id: 'b2', status: 'waitlisted' }) });
    await fillForm('Tuesday 10 December');
    await userEvent.click(form().getByRole('button', { name: 'Book my free trial' }));
    expect(await form().findByRole('status')).toHaveTextContent(BOOKING_TEXTS.waitlisted);
  });

  it.each([
    [400, BOOKING_TEXTS.chooseDate],
    [400, BOOKING_TEXTS.notOnThatDate],
    [400, BOOKING_TEXTS.datePassed],
    [400, BOOKING_TEXTS.noTrials],
    [400, 'email must be a valid email address'],
    [409, BOOKING_TEXTS.alreadyBooked],
    [429, 'Too many requests. Please try again in 15 minutes.'],
  ])('shows a %i refusal’s sentence and keeps what was written: %s', async (status, sentence) => {
    await renderBook({ [BOOK]: failure(status, sentence) });
    await fillForm();
    await userEvent.click(form().getByRole('button', { name: 'Book my free trial' }));
    expect(await form().findByRole('alert')).toHaveTextContent(sentence);
    expect(form().queryByRole('status')).not.toBeInTheDocument();
    expect(fieldValues()).toEqual([
      kenji.name,
      kenji.email,
      kenji.phone,
      kenji.participant,
      kenji.age,
      kenji.message,
    ]);
    expect(form().getByRole('button', { name: 'Book my free trial' })).toBeEnabled();
  });

  it('says the booking failed when the API gives no sentence to act on', async () => {
    await renderBook({ [BOOK]: failure(500, 'relation "trial_bookings" does not exist') });
    await fillForm();
    await userEvent.click(form().getByRole('button', { name: 'Book my free trial' }));
    const alert = await form().findByRole('alert');
    expect(alert).toHaveTextContent('Your free trial could not be booked just now. Please try again later.');
    expect(alert).not.toHaveTextContent('relation');
  });

  it.each([
    ['no class asked for', '/classes/book', {}],
    [
      'a class the academy does not have',
      '/classes/book?session=gone',
      { 'GET /classes/trial-dates?session=gone': failure(404, 'There is no class with that id.') },
    ],
  ])('says the class could not be found for %s, with a way back, as a 404', async (_, url, routes) => {
    const { router } = await renderBook(routes, url);
    expect(screen.getByRole('heading', { level: 1, name: 'Class not found' })).toBeInTheDocument();
    expect(screen.getByText('This class could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all classes' })).toHaveAttribute('href', '/classes');
    const meta = bookPage.meta(router.state.loaderData['page:/classes/book'] as never);
    expect(meta.status).toBe(404);
  });

  it('says when the class takes no trial visitors, or has no date open', async () => {
    await renderBook({ [DATES]: ok({ ...trial, session: { ...kids, trialSpots: 0 } }) });
    expect(screen.getByText(BOOKING_TEXTS.noTrials)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Book a free trial' })).not.toBeInTheDocument();
  });

  it('shows the error text when the dates cannot be read', async () => {
    renderPage(bookPage, {
      path: '/classes/book',
      url: '/classes/book?session=s1',
      api: { [DATES]: failure(503, 'Database unavailable') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load this class. Please try again later.',
    );
  });

  it('is never kept by a server: its free places change with every booking', async () => {
    const { router } = await renderBook();
    expect(bookPage.meta(router.state.loaderData['page:/classes/book'] as never).keptUntil).toBe(NEVER_KEPT);
  });
});

describe('the booking form sent without the script (the page’s action, on the server)', () => {
  const fields = { session: 's1', date: '2024-12-03', ...kenji, website: '', consent: 'yes' };

  async function sentWithout(answer: Route, sent: Record<string, string> = fields) {
    const rendered = renderPage(bookPage, {
      path: '/classes/book',
      url: '/classes/book?session=s1',
      form: sent,
      api: { [DATES]: ok(trial), [BOOK]: answer },
    });
    await screen.findByRole('heading', { level: 1 });
    return {
      ...rendered,
      meta: () => bookPage.meta(rendered.router.state.loaderData['page:/classes/book'] as never),
    };
  }

  it('books through the API with its field names and shows the page saying so, the form empty', async () => {
    const { api, meta } = await sentWithout(ok({ _id: 'b1', status: 'booked' }));
    expect(await form().findByRole('status')).toHaveTextContent(
      'Your free trial is booked: Tuesday 3 December at 17:30. We have sent the details to kenji@example.com.',
    );
    expect(api.callsTo('POST', '/classes/bookings').map((call) => call.body)).toEqual([sentBody]);
    expect(fieldValues()).toEqual(['', '', '', '', '', '']);
    expect(meta().status).toBeUndefined();
  });

  it('shows the waitlist', async () => {
    await sentWithout(ok({ _id: 'b2', status: 'waitlisted' }));
    expect(await form().findByRole('status')).toHaveTextContent(BOOKING_TEXTS.waitlisted);
  });

  it.each([
    [400, BOOKING_TEXTS.chooseDate],
    [409, BOOKING_TEXTS.alreadyBooked],
    [429, 'Too many requests. Please try again in 15 minutes.'],
  ])(
    'on a %i shows the sentence, what was written and the date chosen, with that status',
    async (status, sentence) => {
      const { meta } = await sentWithout(failure(status, sentence), {
        ...fields,
        website: 'a bot wrote this',
      });
      expect(await form().findByRole('alert')).toHaveTextContent(sentence);
      expect(fieldValues()).toEqual([
        kenji.name,
        kenji.email,
        kenji.phone,
        kenji.participant,
        kenji.age,
        kenji.message,
      ]);
      expect(form().getByRole('radio', { name: 'Tuesday 3 December' })).toBeChecked();
      expect(form().getByRole('checkbox', { name: 'I agree to the privacy policy' })).toBeChecked();
      expect(document.querySelector('input[name="website"]')).toHaveValue('');
      expect(meta().status).toBe(status);
    },
  );

  it('answers 503 when the API gave no answer to act on', async () => {
    const { meta } = await sentWithout(failure(500));
    expect(await form().findByRole('alert')).toHaveTextContent(
      'Your free trial could not be booked just now.',
    );
    expect(meta().status).toBe(503);
  });

  it('sends an age that is no number as written, for the API to say what is wrong', async () => {
    const { api } = await sentWithout(failure(400, 'age must be a whole number'), {
      ...fields,
      age: 'eight',
    });
    expect(await form().findByRole('alert')).toHaveTextContent('age must be a whole number');
    expect(api.callsTo('POST', '/classes/bookings')[0].body).toMatchObject({ age: 'eight' });
  });
});
