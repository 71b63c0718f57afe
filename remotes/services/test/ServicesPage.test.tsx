// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderPage, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import servicesPage from '../page/Page';

const hero = { _id: 'h', herotitle: 'Our Programmes', herodescription: 'For every age', heroimg: '' };
const services = [
  {
    _id: 's2',
    servicetitle: 'Kids Karate',
    servicedescription: 'Ages 5 to 12',
    serviceimg: '/uploads/kids.webp',
    serviceimgAlt: 'Children practise a front kick',
  },
  { _id: 's1', servicetitle: 'Private Lessons', servicedescription: 'One to one', serviceimg: '' },
];

const renderServices = (routes: Record<string, Route>) =>
  renderPage(servicesPage, { path: '/service', api: routes }).api;

test('shows the hero and every service under What We Offer, in the order given', async () => {
  renderServices({ 'GET /service/hero': ok(hero), 'GET /service/services': ok(services) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Our Programmes' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What We Offer' })).toBeInTheDocument();
  const grid = within(screen.getByRole('list', { name: 'Services' }));
  expect(grid.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Kids Karate',
    'Private Lessons',
  ]);
  expect(grid.getByRole('img', { name: 'Children practise a front kick' })).toHaveAttribute(
    'src',
    '/uploads/kids.webp',
  );
  expect(grid.getByText('One to one')).toBeInTheDocument();
  expect(document.title).toBe('Our Programmes | Our Company');
});

test('no services says so; a hero never saved shows the defaults', async () => {
  renderServices({ 'GET /service/hero': ok(null), 'GET /service/services': ok([]) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Default Title' })).toBeInTheDocument();
  expect(screen.getByText('No services available at this time')).toBeInTheDocument();
});

test('a failed call shows the error view titled Error Loading Content', async () => {
  renderServices({ 'GET /service/hero': ok(hero), 'GET /service/services': failure(500) });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error Loading Content' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Failed to load service page data. Please try again later.');
  expect(screen.queryByText('What We Offer')).not.toBeInTheDocument();
});
