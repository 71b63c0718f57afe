import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { BlogSearch } from '../page/features/list/BlogSearch';

function SearchWithEcho() {
  const [search, setSearch] = useState('');
  return (
    <>
      <BlogSearch value={search} onChange={setSearch} />
      <output>Filtered by: {search}</output>
    </>
  );
}

test('what a visitor typed into the server’s page before it was taken over narrows the list', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchWithEcho />);
  document.body.append(container);
  // Typed while only the server's HTML was on the page.
  container.querySelector('input')!.value = 'kata';

  await act(async () => {
    hydrateRoot(container, <SearchWithEcho />);
  });

  expect(container.querySelector('input')!.value).toBe('kata');
  expect(container.querySelector('output')!.textContent).toBe('Filtered by: kata');
  container.remove();
});
