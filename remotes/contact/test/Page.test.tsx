// First: it fills jsdom's gaps before the code under test loads.
import { failure, heldReply, ok, renderPage, type Route } from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import contactPage from '../page/Page';

const hero = {
  _id: 'h',
  contacttitle: 'Get in Touch',
  contactdescription: 'We answer within a day.',
  heroimg: '/uploads/hero.webp',
};
const details = {
  _id: 'c1',
  address: '12 Dojo Lane, Springfield',
  phone: '+44 20 7946 0321',
  email: 'hello@dojo.test',
  mapEmbed:
    '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" title="Map"></iframe>',
};

const SENT = "Thank you for your message! We'll get back to you soon.";
const FAILED = 'Failed to send message. Please try again later.';

async function renderContact(routes: Record<string, Route> = {}) {
  const rendered = renderPage(contactPage, {
    path: '/contact',
    api: { 'GET /contact/hero': ok(hero), 'GET /contact/contacts': ok(details), ...routes },
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered.api;
}

const contactInformation = () => within(screen.getByRole('region', { name: 'Contact Information' }));
const messageForm = () => within(screen.getByRole('region', { name: 'Send Us a Message' }));

async function fillForm(values: { name?: string; email?: string; phone?: string; message?: string }) {
  const form = messageForm();
  if (values.name) await userEvent.type(form.getByLabelText('Name'), values.name);
  if (values.email) await userEvent.type(form.getByLabelText('Email'), values.email);
  if (values.phone) await userEvent.type(form.getByLabelText(/^Phone/), values.phone);
  if (values.message) await userEvent.type(form.getByLabelText('Message'), values.message);
}

const kenji = {
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  phone: '07700 900123',
  message: 'Is there a class on Tuesdays?',
};

describe('the contact page', () => {
  it('shows Loading..., then the hero, the contact details with their links, and the map', async () => {
    renderPage(contactPage, {
      path: '/contact',
      api: { 'GET /contact/hero': ok(hero), 'GET /contact/contacts': ok(details) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByText('We answer within a day.')).toBeInTheDocument();
    expect(contactInformation().getByText('12 Dojo Lane, Springfield')).toBeInTheDocument();
    expect(contactInformation().getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    expect(contactInformation().getByRole('link', { name: 'hello@dojo.test' })).toHaveAttribute(
      'href',
      'mailto:hello@dojo.test',
    );
    await waitFor(() =>
      expect(contactInformation().getByTitle('Map')).toHaveAttribute(
        'src',
        'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
      ),
    );
    expect(document.title).toBe('Get in Touch | Our Company');
  });

  it.each([
    ['address', 'Address', '12 Dojo Lane, Springfield'],
    ['phone', 'Phone', '+44 20 7946 0321'],
    ['email', 'Email', 'hello@dojo.test'],
  ])('leaves out the %s when there is none', async (field, label, value) => {
    await renderContact({ 'GET /contact/contacts': ok({ ...details, [field]: '' }) });
    expect(contactInformation().queryByText(label)).not.toBeInTheDocument();
    expect(contactInformation().queryByText(value)).not.toBeInTheDocument();
    expect(contactInformation().getAllByRole('definition')).toHaveLength(2);
  });

  it('shows no map when none is saved', async () => {
    await renderContact({ 'GET /contact/contacts': ok({ ...details, mapEmbed: '' }) });
    expect(contactInformation().getByText('12 Dojo Lane, Springfield')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the default texts and the form, without a details section, when nothing is saved', async () => {
    await renderContact({ 'GET /contact/hero': ok(null), 'GET /contact/contacts': ok(null) });
    expect(screen.getByRole('heading', { level: 1, name: 'Default Title' })).toBeInTheDocument();
    expect(screen.getByText('Default Description')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact Information' })).not.toBeInTheDocument();
    expect(messageForm().getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each(['GET /contact/hero', 'GET /contact/contacts'])(
    'shows the error text in place of the page when %s fails',
    async (call) => {
      renderPage(contactPage, {
        path: '/contact',
        api: {
          'GET /contact/hero': ok(hero),
          'GET /contact/contacts': ok(details),
          [call]: failure(503, 'Database unavailable'),
        },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to load contact page data. Please try again later.',
      );
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    },
  );
});

describe('the message form', () => {
  it('has a required name, a required email of email type, an optional phone of telephone type and a required message', async () => {
    await renderContact();
    const form = messageForm();
    expect(form.getByLabelText('Name')).toBeRequired();
    expect(form.getByLabelText('Email')).toBeRequired();
    expect(form.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(form.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(form.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(form.getByLabelText('Message')).toBeRequired();
    // The honeypot is out of reach for people, keyboards and screen readers.
    expect(form.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(form.getAllByRole('textbox')).toHaveLength(4);
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });

  it('sends nothing while a required field is empty (the browser’s own check)', async () => {
    const api = await renderContact();
    await fillForm({ name: 'Kenji', message: 'Hello' });
    await userEvent.click(messageForm().getByRole('button', { name: 'Send Message' }));
    expect(api.callsTo('POST', '/contact/contacts/submit')).toEqual([]);
    expect(messageForm().getByLabelText('Email')).toBeInvalid();
  });

  it('goes from idle to submitting (disabled, Sending...) to success, and clears the form', async () => {
    const reply = heldReply();
    const api = await renderContact({ 'POST /contact/contacts/submit': reply.route });
    await fillForm(kenji);
    await userEvent.click(messageForm().getByRole('button', { name: 'Send Message' }));

    const sending = messageForm().getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(api.callsTo('POST', '/contact/contacts/submit')[0].body).toEqual({ ...kenji, website: '' });

    await act(async () => reply.release(ok(null)));
    expect(await messageForm().findByRole('status')).toHaveTextContent(SENT);
    expect(messageForm().getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', /^Phone/, 'Message']) {
      expect(messageForm().getByLabelText(label)).toHaveValue('');
    }
  });

  it('on a failure says so and keeps what the visitor wrote', async () => {
    await renderContact({ 'POST /contact/contacts/submit': failure(500) });
    await fillForm(kenji);
    await userEvent.click(messageForm().getByRole('button', { name: 'Send Message' }));
    expect(await messageForm().findByRole('alert')).toHaveTextContent(FAILED);
    expect(messageForm().queryByRole('status')).not.toBeInTheDocument();
    expect(messageForm().getByLabelText('Message')).toHaveValue(kenji.message);
    expect(messageForm().getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('adds the server’s sentence when the visitor can act on it (too many messages)', async () => {
    await renderContact({
      'POST /contact/contacts/submit': failure(429, 'Too many requests. Please try again in 15 minutes.'),
    });
    await fillForm(kenji);
    await userEvent.click(messageForm().getByRole('button', { name: 'Send Message' }));
    const alert = await messageForm().findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(alert).toHaveTextContent('Too many requests. Please try again in 15 minutes.');
  });

  it('a success after a failure replaces the error', async () => {
    let attempts = 0;
    await renderContact({
      'POST /contact/contacts/submit': () => (++attempts === 1 ? failure(503) : ok(null)),
    });
    await fillForm(kenji);
    await userEvent.click(messageForm().getByRole('button', { name: 'Send Message' }));
    await messageForm().findByRole('alert');
    await userEvent.click(messageForm().getByRole('button', { name: 'Send Message' }));
    expect(await messageForm().findByRole('status')).toHaveTextContent(SENT);
    expect(messageForm().queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the message form sent without the script (the page’s action, on the server)', () => {
  /** The page as the server answers a POST of /contact with `fields`. */
  async function sentWithout(fields: Record<string, string>, answer: Route) {
    const rendered = renderPage(contactPage, {
      path: '/contact',
      form: fields,
      api: {
        'GET /contact/hero': ok(hero),
        'GET /contact/contacts': ok(details),
        'POST /contact/contacts/submit': answer,
      },
    });
    await screen.findByRole('heading', { level: 1 });
    return rendered.api;
  }
  const fieldValues = () =>
    ['Name', 'Email', /^Phone/, 'Message']
      .map((label) => messageForm().getByLabelText(label))
      .map((field) => (field as HTMLInputElement).value);

  it('sends the form through the contact API and shows the page thanking the visitor, the form empty', async () => {
    const api = await sentWithout({ ...kenji, website: '' }, ok(null));
    expect(await messageForm().findByRole('status')).toHaveTextContent(SENT);
    expect(api.callsTo('POST', '/contact/contacts/submit').map((call) => call.body)).toEqual([
      { ...kenji, website: '' },
    ]);
    expect(fieldValues()).toEqual(['', '', '', '']);
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
  });

  it.each([
    [400, 'email must be a valid email address'],
    [429, 'Too many requests. Please try again in 15 minutes.'],
  ])(
    'on a %i shows the failure with the server’s sentence and what the visitor wrote',
    async (status, sentence) => {
      await sentWithout({ ...kenji, website: 'a bot wrote this' }, failure(status, sentence));
      const alert = await messageForm().findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(alert).toHaveTextContent(sentence);
      expect(fieldValues()).toEqual([kenji.name, kenji.email, kenji.phone, kenji.message]);
      // The honeypot is never written back.
      expect(document.querySelector('input[name="website"]')).toHaveValue('');
    },
  );

  it('answers with the API’s refusal as the page’s status, and 503 when the API could not answer', () => {
    const status = (sent: Parameters<typeof contactPage.meta>[0]['sent']) =>
      contactPage.meta({ hero: null, info: null, sent }).status;
    const fields = { name: '', email: '', phone: '', message: '' };
    expect(status(undefined)).toBeUndefined();
    expect(status({ kind: 'success' })).toBeUndefined();
    expect(status({ kind: 'error', reason: 'Too many requests.', status: 429, fields })).toBe(429);
    expect(status({ kind: 'error', reason: '', status: 500, fields })).toBe(503);
    expect(status({ kind: 'error', reason: '', fields })).toBe(503);
  });

  it('once live after a refusal, a message sent from the page clears the form it refilled', async () => {
    let attempts = 0;
    await sentWithout({ ...kenji, email: 'kenji at example' }, () =>
      ++attempts === 1 ? failure(400, 'email must be a valid email address') : ok(null),
    );
    await messageForm().findByRole('alert');
    const email = messageForm().getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, kenji.email);
    await userEvent.click(messageForm().getByRole('button', { name: 'Send Message' }));
    expect(await messageForm().findByRole('status')).toHaveTextContent(SENT);
    expect(fieldValues()).toEqual(['', '', '', '']);
  });
});
