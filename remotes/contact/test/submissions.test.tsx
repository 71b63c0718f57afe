// First: it fills jsdom's gaps before the code under test loads.
import {
  failure,
  networkError,
  ok,
  type RecordedRequest,
  type Reply,
  watchDownloads,
} from '@academy/testing';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactSubmission } from '../schemas';
import { region, renderContactScreen } from './renderContactScreen';

const submission = (n: number, extra: Partial<ContactSubmission> = {}): ContactSubmission => ({
  _id: `s${n}`,
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '',
  message: `Message number ${n}`,
  createdAt: new Date(Date.UTC(2026, 2, 30 - n, 12)).toISOString(),
  contacted: false,
  ...extra,
});

const kenji = submission(1, {
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  phone: '+44 7700 900123',
  message: 'Do you teach adults?\nI am 45.',
  createdAt: '2026-03-05T10:00:00.000Z',
});
const aiko = submission(2, { name: 'Aiko Tanaka', contacted: true });

const inbox = () => region('Submissions');
const rowOf = (name: string) => within(inbox().getByRole('rowheader', { name }).closest('tr')!);
const renderInbox = (submissions: ContactSubmission[] | Reply, routes = {}) =>
  renderContactScreen({
    'GET /contact/contacts/submissions': Array.isArray(submissions) ? ok(submissions) : submissions,
    ...routes,
  });

afterEach(() => jest.restoreAllMocks());

test('lists each submission with its name, email, phone, message and date', async () => {
  await renderInbox([kenji, aiko]);
  expect(
    within(inbox().getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Email', 'Phone', 'Message', 'Date', 'Contacted', 'Actions']);
  const row = rowOf('Kenji Sato');
  expect(row.getByRole('link', { name: 'kenji@example.com' })).toHaveAttribute(
    'href',
    'mailto:kenji@example.com',
  );
  expect(row.getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
  expect(row.getByText(/Do you teach adults\?/)).toHaveTextContent('Do you teach adults? I am 45.');
  expect(row.getByText('March 5, 2026')).toBeInTheDocument();
  expect(
    inbox()
      .getAllByRole('rowheader')
      .map((th) => th.textContent),
  ).toEqual(['Kenji Sato', 'Aiko Tanaka']);
});

test('contacted reads No in red and Yes in green', async () => {
  await renderInbox([kenji, aiko]);
  const no = rowOf('Kenji Sato').getByText('No');
  const yes = rowOf('Aiko Tanaka').getByText('Yes');
  expect(no).toHaveClass('no');
  expect(no).toHaveAttribute('data-tone', 'error');
  expect(yes).toHaveClass('yes');
  expect(yes).toHaveAttribute('data-tone', 'success');
});

test.each([
  ['an empty list', ok([])],
  ['a 404', failure(404, 'Not found')],
])('says there are no submissions for %s', async (_case, reply) => {
  await renderInbox(reply);
  expect(inbox().getByText('No submissions yet.')).toBeInTheDocument();
  expect(inbox().queryByRole('alert')).not.toBeInTheDocument();
  expect(inbox().getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});

/** A server that keeps the list: a write changes what the next GET answers. */
function storedInbox(initial: ContactSubmission[]) {
  let stored = initial;
  return {
    'GET /contact/contacts/submissions': () => ok(stored),
    'PUT /contact/contacts/submissions/s1': (request: RecordedRequest) => {
      stored = stored.map((s) => (s._id === 's1' ? { ...s, ...(request.body as object) } : s));
      return ok(stored.find((s) => s._id === 's1'));
    },
    'DELETE /contact/contacts/submissions/s1': () => {
      const deleted = stored.find((s) => s._id === 's1');
      stored = stored.filter((s) => s._id !== 's1');
      return ok(deleted);
    },
  };
}

test('the contacted flag is changed inline: Save stores it, and the row shows Yes', async () => {
  const api = await renderContactScreen(storedInbox([kenji]));
  await userEvent.click(rowOf('Kenji Sato').getByRole('button', { name: 'Edit contacted for Kenji Sato' }));
  await userEvent.selectOptions(
    rowOf('Kenji Sato').getByRole('combobox', { name: 'Contacted Kenji Sato' }),
    'Yes',
  );
  await userEvent.click(rowOf('Kenji Sato').getByRole('button', { name: 'Save' }));

  expect(await rowOf('Kenji Sato').findByText('Yes')).toHaveClass('yes');
  expect(rowOf('Kenji Sato').queryByRole('combobox')).not.toBeInTheDocument();
  expect(api.callsTo('PUT', '/contact/contacts/submissions/s1')[0].body).toEqual({ contacted: true });
});

test('Cancel leaves the flag as it was and sends nothing', async () => {
  const api = await renderInbox([kenji]);
  await userEvent.click(rowOf('Kenji Sato').getByRole('button', { name: 'Edit contacted for Kenji Sato' }));
  await userEvent.selectOptions(rowOf('Kenji Sato').getByRole('combobox'), 'Yes');
  await userEvent.click(rowOf('Kenji Sato').getByRole('button', { name: 'Cancel' }));
  expect(rowOf('Kenji Sato').getByText('No')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
});

test("a failed update alerts 'Failed to update submission' and keeps the edit open", async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  await renderInbox([kenji], { 'PUT /contact/contacts/submissions/s1': networkError });
  await userEvent.click(rowOf('Kenji Sato').getByRole('button', { name: 'Edit contacted for Kenji Sato' }));
  await userEvent.selectOptions(rowOf('Kenji Sato').getByRole('combobox'), 'Yes');
  await userEvent.click(rowOf('Kenji Sato').getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update submission'));
  expect(rowOf('Kenji Sato').getByRole('combobox')).toHaveValue('yes');
});

test('Delete asks first, and removes the submission once confirmed', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const api = await renderContactScreen(storedInbox([kenji, aiko]));
  const remove = () =>
    userEvent.click(rowOf('Kenji Sato').getByRole('button', { name: 'Delete the submission of Kenji Sato' }));
  await remove();
  expect(confirm).toHaveBeenCalledWith('Delete this submission?');
  expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

  await remove();
  await waitFor(() => expect(inbox().queryByText('Kenji Sato')).not.toBeInTheDocument());
  expect(inbox().getByText('Aiko Tanaka')).toBeInTheDocument();
});

test("a failed delete alerts 'Failed to delete submission' and keeps the row", async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  await renderInbox([kenji], { 'DELETE /contact/contacts/submissions/s1': failure(500) });
  await userEvent.click(
    rowOf('Kenji Sato').getByRole('button', { name: 'Delete the submission of Kenji Sato' }),
  );
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete submission'));
  expect(inbox().getByText('Kenji Sato')).toBeInTheDocument();
});

test('the filter box finds submissions by name, email, phone or message, ignoring case', async () => {
  await renderInbox([kenji, aiko, submission(3, { phone: '0161 496 0000' })]);
  const filter = inbox().getByRole('searchbox', { name: 'Filter submissions' });
  const names = () =>
    inbox()
      .getAllByRole('rowheader')
      .map((th) => th.textContent);

  await userEvent.type(filter, 'ADULTS');
  expect(names()).toEqual(['Kenji Sato']);
  await userEvent.clear(filter);
  await userEvent.type(filter, '0161');
  expect(names()).toEqual(['Visitor 3']);
  await userEvent.clear(filter);
  await userEvent.type(filter, 'visitor2@');
  expect(names()).toEqual(['Aiko Tanaka']);
  await userEvent.type(filter, 'nobody');
  expect(inbox().getByText('No submissions match the filter.')).toBeInTheDocument();
});

test('a long inbox is shown ten at a time, and filtering starts again on page 1', async () => {
  await renderInbox(Array.from({ length: 23 }, (_, i) => submission(i + 1)));
  const names = () =>
    inbox()
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
  const pager = () => within(inbox().getByRole('navigation', { name: 'Submission pages' }));

  expect(names()).toHaveLength(10);
  expect(names()[0]).toBe('Visitor 1');
  expect(pager().getByText(/^Page 1 of 3/)).toHaveTextContent('Page 1 of 3 (showing 1-10 of 23)');
  expect(pager().getByRole('button', { name: 'Previous' })).toBeDisabled();

  await userEvent.click(pager().getByRole('button', { name: 'Next' }));
  await userEvent.click(pager().getByRole('button', { name: 'Next' }));
  expect(names()).toEqual(['Visitor 21', 'Visitor 22', 'Visitor 23']);
  expect(pager().getByText(/^Page 3 of 3/)).toHaveTextContent('(showing 21-23 of 23)');
  expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();

  await userEvent.type(inbox().getByRole('searchbox', { name: 'Filter submissions' }), 'Visitor 1');
  expect(pager().getByText(/^Page 1 of 2/)).toHaveTextContent('(showing 1-10 of 11)');
});

test('Download CSV fetches the export with the session and saves it under the server’s file name', async () => {
  const csv = new Blob(['\ufeffName,Email\r\n'], { type: 'text/csv' });
  const { created, clicked } = watchDownloads();
  const api = await renderInbox([kenji], {
    'GET /contact/contacts/submissions.csv': { status: 200, body: csv },
  });
  await userEvent.click(inbox().getByRole('button', { name: 'Download CSV' }));

  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(created).toEqual([csv]);
  expect(clicked[0].download).toBe('contact-submissions.csv');
  expect(clicked[0].href).toMatch(/^blob:/);
  expect(api.callsTo('GET', '/contact/contacts/submissions.csv')).toHaveLength(1);
  expect(inbox().getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});

test('a failed download says so', async () => {
  await renderInbox([kenji], { 'GET /contact/contacts/submissions.csv': failure(500) });
  await userEvent.click(inbox().getByRole('button', { name: 'Download CSV' }));
  expect(await inbox().findByRole('alert')).toHaveTextContent('Failed to download submissions');
});
