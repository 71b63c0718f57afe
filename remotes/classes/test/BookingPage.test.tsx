// First: it fills jsdom's gaps before the code under test loads.
import { failure, heldReply, ok, renderPage, type Route } from '@academy/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bookingPage from '../page/BookingPage';
import { BOOKING_TEXTS } from '../schemas';

const booking = {
  _id: 'b1',
  status: 'booked',
  programTitle: 'Kids',
  date: '2024-12-03',
  startTime: '17:30',
  endTime: '18:30',
  participant: 'Yuki Sato',
  name: 'Kenji Sato',
  email: 'kenji@example.com',
};
const BOOKING = 'GET /classes/booking?token=t0k3n';
const CANCEL = 'POST /classes/booking/cancel';
const URL = '/classes/booking?token=t0k3n';

async function renderBooking(
  routes: Record<string, Route> = {},
  options: { url?: string; form?: Record<string, string> } = {},
) {
  const rendered = renderPage(bookingPage, {
    path: '/classes/booking',
    url: options.url ?? URL,
    form: options.form,
    api: { [BOOKING]: ok(booking), ...routes },
  });
  await screen.findByRole('heading', { level: 1 });
  return {
    ...rendered,
    meta: () => bookingPage.meta(rendered.router.state.loaderData['page:/classes/booking'] as never),
  };
}

describe('a mailed link’s booking page', () => {
  it('shows the booking and a Cancel my trial button in a form POSTed to the page', async () => {
    await renderBooking();
    expect(screen.getByRole('heading', { level: 1, name: 'Your free trial' })).toBeInTheDocument();
    for (const text of [
      'Kids',
      'Tuesday 3 December, 17:30-18:30',
      'Yuki Sato',
      'Kenji Sato (kenji@example.com)',
      'Booked',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Cancel my trial' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue('t0k3n');
  });

  it('says a waitlisted booking is on the waitlist, and offers no cancel once the trial is over', async () => {
    await renderBooking({ [BOOKING]: ok({ ...booking, status: 'waitlisted' }) });
    expect(screen.getByText('On the waitlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel my trial' })).toBeInTheDocument();
  });

  it('offers no cancel for a trial that took place', async () => {
    await renderBooking({ [BOOKING]: ok({ ...booking, status: 'attended' }) });
    expect(screen.getByText('Attended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my trial' })).not.toBeInTheDocument();
  });

  it('cancels live through the API and says so', async () => {
    const reply = heldReply();
    const { api } = await renderBooking({ [CANCEL]: reply.route });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my trial' }));
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(api.callsTo('POST', '/classes/booking/cancel').map((call) => call.body)).toEqual([
      { token: 't0k3n' },
    ]);
    await act(async () => reply.release(ok({ _id: 'b1', status: 'cancelled' })));
    expect(await screen.findByText('Your free trial is cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all classes' })).toHaveAttribute('href', '/classes');
  });

  it('says the link is no longer valid when the cancel finds it used', async () => {
    await renderBooking({ [CANCEL]: failure(410, BOOKING_TEXTS.linkInvalid) });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my trial' }));
    expect(await screen.findByText(BOOKING_TEXTS.linkInvalid)).toBeInTheDocument();
  });

  it('shows a refused cancel’s sentence, and keeps the button', async () => {
    await renderBooking({ [CANCEL]: failure(429, 'Too many requests. Please try again in 15 minutes.') });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 15 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Cancel my trial' })).toBeEnabled();
  });

  it.each([
    ['an unknown, used or expired link (410)', { [BOOKING]: failure(410, BOOKING_TEXTS.linkInvalid) }, URL],
    ['a link without a token', {}, '/classes/booking'],
  ])('answers %s with 410 and says the link is no longer valid', async (_, routes, url) => {
    const { meta } = await renderBooking(routes, { url });
    expect(screen.getByRole('heading', { level: 1, name: 'Link no longer valid' })).toBeInTheDocument();
    expect(screen.getByText('This link is no longer valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(meta().status).toBe(410);
  });

  it('shows the error text when the booking cannot be read', async () => {
    renderPage(bookingPage, {
      path: '/classes/booking',
      url: URL,
      api: { [BOOKING]: failure(503, 'Database unavailable') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your booking. Please try again later.',
    );
  });

  it('is one visitor’s own page: never kept, never indexed', async () => {
    const { meta } = await renderBooking();
    expect(meta()).toMatchObject({ personal: true, noindex: true, title: 'Your free trial' });
    expect(meta().status).toBeUndefined();
  });
});

describe('the cancel sent without the script (the page’s action, on the server)', () => {
  it('cancels through the API and shows the page saying so, reading the used link no more', async () => {
    const { api, meta } = await renderBooking(
      {
        [CANCEL]: ok({ _id: 'b1', status: 'cancelled' }),
        [BOOKING]: failure(410, BOOKING_TEXTS.linkInvalid),
      },
      { form: { token: 't0k3n' } },
    );
    expect(screen.getByText('Your free trial is cancelled.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/classes/booking/cancel').map((call) => call.body)).toEqual([
      { token: 't0k3n' },
    ]);
    expect(api.callsTo('GET', '/classes/booking?token=t0k3n')).toEqual([]);
    expect(meta().status).toBeUndefined();
  });

  it('answers a used link with 410', async () => {
    const { meta } = await renderBooking(
      { [CANCEL]: failure(410, BOOKING_TEXTS.linkInvalid) },
      { form: { token: 't0k3n' } },
    );
    expect(screen.getByText('This link is no longer valid.')).toBeInTheDocument();
    expect(meta().status).toBe(410);
  });

  it('shows a refusal with its status, the booking and its button still there', async () => {
    const { meta } = await renderBooking(
      { [CANCEL]: failure(429, 'Too many requests. Please try again in 15 minutes.') },
      { form: { token: 't0k3n' } },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please try again in 15 minutes.');
    expect(screen.getByRole('button', { name: 'Cancel my trial' })).toBeInTheDocument();
    expect(meta().status).toBe(429);
  });
});
