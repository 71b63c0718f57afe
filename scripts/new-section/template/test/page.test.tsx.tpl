// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderPage } from '@academy/testing';
import { screen } from '@testing-library/react';
import page from '../page/Page';

const render = (hero: unknown, items: unknown[] | null) =>
  renderPage(page, {
    path: '/__NAME__',
    api: { 'GET /__NAME__/hero': ok(hero), 'GET /__NAME__/items': ok(items) },
  });

test('shows the built-in texts and says so when nothing is saved yet', async () => {
  render(null, []);
  expect(await screen.findByRole('heading', { level: 1, name: 'Default Title' })).toBeInTheDocument();
  expect(screen.getByText('Default Description')).toBeInTheDocument();
  expect(screen.getByText('No items to display.')).toBeInTheDocument();
});

test('shows the saved hero and the items in the order the API gives them (newest first)', async () => {
  render({ _id: 'h', herotitle: '__LABEL__ at the dojo', herodescription: 'All summer long', heroimg: '' }, [
    { _id: 'b', title: 'Newest', description: 'Added last', image: '' },
    { _id: 'a', title: 'Oldest', description: 'Added first', image: '' },
  ]);
  expect(await screen.findByRole('heading', { level: 1, name: '__LABEL__ at the dojo' })).toBeInTheDocument();
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toEqual(['Newest', 'Oldest']);
  expect(document.title).toBe('__LABEL__ at the dojo | Our Company');
});

test('shows its error text in place of the page when a call fails', async () => {
  renderPage(page, {
    path: '/__NAME__',
    api: { 'GET /__NAME__/hero': ok(null), 'GET /__NAME__/items': failure(503) },
  });
  expect(await screen.findByText('Failed to load __LABEL__ page data. Please try again later.')).toBeInTheDocument();
});
