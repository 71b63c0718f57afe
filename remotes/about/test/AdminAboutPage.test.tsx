// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminAboutPage from '../admin/Page';

const aboutUs = { _id: 'a', aboutustitle: 'Our Story', aboutusdescription: 'Since 2005', aboutusimg: '' };
const nothingSaved: Record<string, Route> = {
  'GET /about/hero': ok(null),
  'GET /about/aboutus': ok(aboutUs),
  'GET /about/whychooseus': ok(null),
  'GET /about/team/with-drafts': ok([]),
};

async function renderAdminAbout(routes: Record<string, Route> = {}) {
  const { api } = renderAdminScreen(AdminAboutPage, {
    api: { ...nothingSaved, ...routes },
    path: '/admin/about',
  });
  await screen.findByRole('heading', { level: 1, name: 'About content' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return api;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

afterEach(() => jest.useRealTimers());

test('the screen has the about hero, about us, why choose us and the team', async () => {
  await renderAdminAbout();
  for (const name of ['About hero section', 'About Us', 'Why Choose Us', 'Team members']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
  expect(region('About Us').getByText('Our Story')).toBeInTheDocument();
  expect(region('Team members').getByText('No team members yet.')).toBeInTheDocument();
});

test.each([
  ['GET /about/hero', 'About hero section', 'Failed to load about hero section'],
  ['GET /about/aboutus', 'About Us', 'Failed to load About Us data'],
  ['GET /about/whychooseus', 'Why Choose Us', 'Failed to load Why Choose Us data'],
  ['GET /about/team/with-drafts', 'Team members', 'Failed to load team members'],
])('a failed %s shows the catalogue text in its own section', async (call, name, text) => {
  await renderAdminAbout({ [call]: failure(503) });
  expect(region(name).getByRole('alert')).toHaveTextContent(text);
});

test('a team member is added with the API’s field names', async () => {
  const api = await renderAdminAbout({
    'POST /about/team': ok({ _id: 't1', teamtitle: 'Sensei Mei', teamdescription: 'Teaches', teamimg: '' }),
  });
  await userEvent.click(region('Team members').getByRole('button', { name: 'Add team member' }));
  await userEvent.type(screen.getByLabelText('Name and title'), 'Sensei Mei');
  await userEvent.type(screen.getByLabelText('Description'), 'Teaches');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await region('Team members').findByRole('status')).toHaveTextContent(
    'Team member added successfully',
  );
  expect(Object.fromEntries(sentForm(api.requests, 'POST', '/about/team'))).toEqual({
    teamtitle: 'Sensei Mei',
    teamdescription: 'Teaches',
    // No picture: nothing described, nothing refused.
    teamimgAlt: '',
    teamimgDecorative: 'false',
    teamimgFocus: '',
  });
});

test('the About Us status message clears after 2 seconds', async () => {
  await renderAdminAbout({ 'PUT /about/aboutus': ok(aboutUs) });
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(region('About Us').getByRole('button', { name: 'Edit About Us' }));
  await user.click(region('About Us').getByRole('button', { name: 'Save' }));
  expect(await region('About Us').findByRole('status')).toHaveTextContent('About Us updated successfully');
  act(() => jest.advanceTimersByTime(1900));
  expect(region('About Us').getByText('About Us updated successfully')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(region('About Us').queryByText('About Us updated successfully')).not.toBeInTheDocument();
});
