import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from '../page/features/ContactForm';

test('the server’s form waits to be sent until the page is live, and never sends a message in a URL', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm />);
  document.body.append(container);
  const send = () => container.querySelector('button[type="submit"]') as HTMLButtonElement;

  expect(container.querySelector('form')!.getAttribute('method')).toBe('post');
  expect(send().disabled).toBe(true);
  await act(async () => {
    hydrateRoot(container, <ContactForm />);
  });
  expect(send().disabled).toBe(false);
  expect(send().textContent).toBe('Send Message');
  container.remove();
});
