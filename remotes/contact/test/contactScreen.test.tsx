// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, sentForm } from '@academy/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { region, renderContactScreen } from './renderContactScreen';

test('the screen has the contact hero, the contact information and the submissions', async () => {
  await renderContactScreen();
  for (const name of ['Contact hero section', 'Contact information', 'Submissions']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
});

test.each([
  ['GET /contact/hero', 'Contact hero section', 'Failed to load contact hero section'],
  ['GET /contact/contacts', 'Contact information', 'Failed to load contact information'],
  ['GET /contact/contacts/submissions', 'Submissions', 'Failed to load submissions'],
])('a failed %s shows its text in its own section only', async (call, name, text) => {
  await renderContactScreen({ [call]: failure(503) });
  expect(region(name).getByRole('alert')).toHaveTextContent(text);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

test('the hero is saved under the contact hero’s field names', async () => {
  const api = await renderContactScreen({
    'PUT /contact/hero': ok({
      _id: 'h',
      contacttitle: 'Visit Us',
      contactdescription: 'Any day',
      heroimg: '',
    }),
  });
  const hero = region('Contact hero section');
  await userEvent.click(hero.getByRole('button', { name: 'Edit Contact hero section' }));
  await userEvent.type(hero.getByLabelText('Hero title'), 'Visit Us');
  await userEvent.type(hero.getByLabelText('Hero description'), 'Any day');
  await userEvent.click(hero.getByRole('button', { name: 'Save' }));
  expect(await hero.findByRole('status')).toHaveTextContent('Contact hero section updated successfully');
  const form = sentForm(api.requests, 'PUT', '/contact/hero');
  expect([form.get('contacttitle'), form.get('contactdescription')]).toEqual(['Visit Us', 'Any day']);
});
