import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from '../page/features/ContactForm';

test('the server’s form can be sent before the page is live, to the page itself, never in a URL', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm />);
  document.body.append(container);
  const send = () => container.querySelector('button[type="submit"]') as HTMLButtonElement;

  const form = container.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('post');
  // No action: the browser posts it to the page's own address, whose action takes it.
  expect(form.hasAttribute('action')).toBe(false);
  expect(send().disabled).toBe(false);
  await act(async () => {
    hydrateRoot(container, <ContactForm />);
  });
  expect(send().disabled).toBe(false);
  expect(send().textContent).toBe('Send Message');
  container.remove();
});
