// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok } from '@academy/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, navigateTo, region, renderDashboard } from './renderDashboard';

const policy = () => region('Privacy policy');
const stored = { content: '<h2>Your data</h2><p>We keep it safe.</p>' };
const editingArea = () => policy().findByRole('textbox', { name: 'Policy text' });
const tool = (name: string) =>
  within(policy().getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name });
const posted = (api: Awaited<ReturnType<typeof renderDashboard>>) =>
  api.callsTo('POST', '/dashboard/privacy').map((r) => (r.body as { content: string }).content);

/**
 * Types at the end of the policy. The first click lets the editor take the cursor; typing then
 * clicks again, which puts it at the end.
 */
async function appendText(area: HTMLElement, text: string) {
  await userEvent.click(area);
  await userEvent.type(area, text);
}

async function openEditor() {
  await userEvent.click(policy().getByRole('button', { name: 'Edit privacy policy' }));
  return editingArea();
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('shows the stored policy as formatted markup', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) });
  expect(policy().getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
  expect(policy().getByText('We keep it safe.')).toBeInTheDocument();
  expect(policy().queryByRole('textbox')).not.toBeInTheDocument();
});

test('says when there is no policy yet', async () => {
  await renderDashboard();
  expect(policy().getByText('No privacy policy available.')).toBeInTheDocument();
});

test('shows its load error', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': failure(500, 'Database unavailable') });
  expect(policy().getByRole('alert')).toHaveTextContent('Failed to load privacy policy');
});

test('the same screen is served at /admin/privacy-policy', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) }, '/admin/privacy-policy');
  expect(policy().getByText('We keep it safe.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Institute name and logo' })).toBeInTheDocument();
});

test('Edit opens the rich-text editor on the stored policy, formatted', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) });
  const area = await openEditor();
  expect(within(area).getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
  expect(area).toHaveTextContent('We keep it safe.');
  // The cursor starts in the heading, and the toolbar says so.
  expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
  expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
});

test('writes a heading, a list, a link, bold and italic with the toolbar, and saves the HTML', async () => {
  const api = await renderDashboard({
    'POST /dashboard/privacy': ok({ content: '<p>stored</p>' }),
  });
  const area = await openEditor();
  await userEvent.click(area);
  await userEvent.click(tool('Heading'));
  await userEvent.keyboard('Your rights');
  expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
  await userEvent.keyboard('{Enter}');
  await userEvent.click(tool('Bulleted list'));
  await userEvent.keyboard('Access{Enter}Deletion{Enter}{Enter}');
  expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(tool('Bold'));
  await userEvent.keyboard('Write');
  await userEvent.click(tool('Bold'));
  await userEvent.click(tool('Italic'));
  await userEvent.keyboard(' to ');
  await userEvent.click(tool('Italic'));
  await userEvent.click(tool('Link'));
  await userEvent.type(policy().getByLabelText('Link address'), 'mailto:info@dojo.test{Enter}');
  await userEvent.click(policy().getByRole('button', { name: 'Save' }));

  expect(await policy().findByText('Privacy policy updated successfully')).toBeInTheDocument();
  expect(posted(api)).toEqual([
    '<h2>Your rights</h2><ul><li><p>Access</p></li><li><p>Deletion</p></li></ul>' +
      '<p><strong>Write</strong><em> to </em><a href="mailto:info@dojo.test">mailto:info@dojo.test</a></p>',
  ]);
});

test('a numbered list and a link on selected words', async () => {
  const api = await renderDashboard({
    'GET /dashboard/privacy': ok({ content: '<p>Read our rules</p>' }),
    'POST /dashboard/privacy': ok({ content: '<p>stored</p>' }),
  });
  const area = await openEditor();
  // Select the whole text with the keyboard, then make it a link.
  await userEvent.click(area);
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.click(tool('Link'));
  await userEvent.type(policy().getByLabelText('Link address'), 'https://dojo.test/rules');
  await userEvent.click(policy().getByRole('button', { name: 'Apply link' }));
  await userEvent.click(tool('Numbered list'));
  await userEvent.click(policy().getByRole('button', { name: 'Save' }));
  await policy().findByText('Privacy policy updated successfully');
  expect(posted(api)).toEqual([
    '<ol><li><p><a href="https://dojo.test/rules">Read our rules</a></p></li></ol>',
  ]);
});

test('a link must be a web or mail address', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) });
  const area = await openEditor();
  await userEvent.click(area);
  await userEvent.click(tool('Link'));
  await userEvent.type(policy().getByLabelText('Link address'), 'javascript:alert(1){Enter}');
  expect(policy().getByRole('alert')).toHaveTextContent(
    'Use an address that starts with https://, http:// or mailto:',
  );
  expect(area.querySelector('a')).toBeNull();
});

test.each([
  ['nothing was ever saved', null],
  ['the text was deleted', stored],
])('content is required when %s', async (_case, saved) => {
  const api = await renderDashboard({ 'GET /dashboard/privacy': ok(saved) });
  const area = await openEditor();
  if (saved) {
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(area).toHaveTextContent('');
  }
  await userEvent.click(policy().getByRole('button', { name: 'Save' }));
  expect(policy().getAllByText('Privacy policy content required')).toHaveLength(2);
  expect(policy().getByRole('alert')).toHaveTextContent('Privacy policy content required');
  expect(area).toHaveAttribute('aria-invalid', 'true');
  expect(area).toHaveAccessibleDescription('Privacy policy content required');
  expect(posted(api)).toEqual([]);
});

test('Cancel restores the stored policy', async () => {
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) });
  const area = await openEditor();
  await appendText(area, ' Draft words');
  expect(area).toHaveTextContent('Draft words');
  await userEvent.click(policy().getByRole('button', { name: 'Cancel' }));
  expect(policy().queryByText(/Draft words/)).not.toBeInTheDocument();
  const reopened = await openEditor();
  expect(reopened).toHaveTextContent('Your dataWe keep it safe.');
});

test('leaving with unsaved changes asks first; an untouched editor does not', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await renderDashboard({ 'GET /dashboard/privacy': ok(stored) });
  const area = await openEditor();
  // The test's route serves this screen at /admin/<anything>, so it stays mounted.
  await act(() => navigateTo('/admin/privacy-policy'));
  expect(confirm).not.toHaveBeenCalled();
  expect(currentPath()).toBe('/admin/privacy-policy');

  await appendText(area, ' Draft');
  await act(() => navigateTo('/admin/home'));
  expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving them?');
  expect(currentPath()).toBe('/admin/privacy-policy');
});

test('Save shows the sanitised result, then returns to the dashboard after 2 s', async () => {
  const sanitised = { content: '<p>New policy</p>' };
  const api = await renderDashboard(
    { 'GET /dashboard/privacy': ok(stored), 'POST /dashboard/privacy': ok(sanitised) },
    '/admin/privacy-policy',
  );
  const area = await openEditor();
  // Replaces the whole text: where a click puts the cursor in jsdom is not fixed.
  await userEvent.click(area);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}Our new rules.');
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(policy().getByRole('button', { name: 'Save' }));

  expect(await policy().findByText('Privacy policy updated successfully')).toHaveClass('success');
  expect(posted(api)).toEqual(['<p>Our new rules.</p>']);
  expect(policy().getByText('New policy')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1999));
  expect(currentPath()).toBe('/admin/privacy-policy');
  act(() => jest.advanceTimersByTime(1));
  expect(currentPath()).toBe('/admin/dashboard');
});

test.each([
  [
    'the server’s reason',
    failure(400, 'content must be at most 100000 characters'),
    'content must be at most 100000 characters',
  ],
  ['the fallback', failure(500), 'Failed to update policy'],
])('a failed save shows %s and stays', async (_case, reply, text) => {
  await renderDashboard(
    { 'GET /dashboard/privacy': ok(stored), 'POST /dashboard/privacy': reply },
    '/admin/privacy-policy',
  );
  await openEditor();
  await userEvent.click(policy().getByRole('button', { name: 'Save' }));
  expect(await policy().findByRole('alert')).toHaveTextContent(text);
  expect(currentPath()).toBe('/admin/privacy-policy');
  expect(policy().getByRole('textbox', { name: 'Policy text' })).toBeInTheDocument();
});
