// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderPage, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import aboutPage from '../page/Page';

const saved: Record<string, Route> = {
  'GET /about/hero': ok({
    _id: 'h',
    herotitle: 'Our Dojo',
    herodescription: 'Since 2005',
    heroimg: '/uploads/hero.webp',
  }),
  'GET /about/aboutus': ok({
    _id: 'a',
    aboutustitle: 'Our Story',
    aboutusdescription: 'From a school gym to a full-time dojo.',
    aboutusimg: '/uploads/story.webp',
    aboutusimgAlt: 'The first dojo in 2005',
  }),
  'GET /about/whychooseus': ok({
    _id: 'w',
    whychooseustitle: 'Why Train With Us',
    whychooseusdescription: 'Certified instructors.',
    whychooseusimg: '',
  }),
  'GET /about/team': ok([
    {
      _id: 't1',
      teamtitle: 'Sensei Kenji',
      teamdescription: 'Chief instructor',
      teamimg: '/uploads/kenji.webp',
      teamimgAlt: 'Sensei Kenji in his black belt',
    },
    { _id: 't2', teamtitle: 'Sensei Aiko', teamdescription: 'Kids classes', teamimg: '' },
  ]),
};
const neverSaved: Record<string, Route> = {
  'GET /about/hero': ok(null),
  'GET /about/aboutus': ok(null),
  'GET /about/whychooseus': ok(null),
  'GET /about/team': ok([]),
};

const renderAbout = (routes: Record<string, Route>) =>
  renderPage(aboutPage, { path: '/about', api: routes }).api;

test('loads the four calls together, then shows hero, story, why choose us and the team', async () => {
  const api = renderAbout(saved);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Our Dojo' })).toBeInTheDocument();
  expect(screen.getByText('Since 2005')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'The first dojo in 2005' })).toHaveAttribute(
    'src',
    '/uploads/story.webp',
  );
  expect(screen.getByText('Certified instructors.')).toBeInTheDocument();
  expect(api.requests.map((r) => r.url).sort()).toEqual([
    '/about/aboutus',
    '/about/hero',
    '/about/team',
    '/about/whychooseus',
  ]);
});

test('the team grid shows round photos, names and descriptions, and No Image without a photo', async () => {
  renderAbout(saved);
  const team = within(await screen.findByRole('list', { name: 'Team members' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Our Team' })).toBeInTheDocument();
  expect(team.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Sensei Kenji',
    'Sensei Aiko',
  ]);
  expect(team.getByRole('img', { name: 'Sensei Kenji in his black belt' })).toHaveAttribute(
    'src',
    '/uploads/kenji.webp',
  );
  expect(team.getByRole('img', { name: 'Sensei Aiko: No Image' })).toHaveTextContent('No Image');
  expect(team.getByText('Kids classes')).toBeInTheDocument();
});

test('sections never saved show the built-in texts, and an empty team says so', async () => {
  renderAbout(neverSaved);
  expect(await screen.findByRole('heading', { level: 1, name: 'Default Title' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Default About Us Title' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Default Why Choose Us Title' })).toBeInTheDocument();
  expect(screen.getAllByText('Default Description')).toHaveLength(3);
  expect(screen.getByText('No team members to display.')).toBeInTheDocument();
});

test('one failed call shows the page error in place of the page', async () => {
  renderAbout({ ...saved, 'GET /about/team': failure(503, 'Database unavailable') });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load about page data. Please try again later.',
  );
  expect(screen.queryByRole('heading', { name: 'Our Dojo' })).not.toBeInTheDocument();
});

test('the document title and description come from the hero', async () => {
  renderAbout(saved);
  await screen.findByRole('heading', { level: 1, name: 'Our Dojo' });
  expect(document.title).toBe('Our Dojo | Our Company');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Since 2005');
});
