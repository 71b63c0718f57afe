// First: it fills jsdom's gaps before the code under test loads.
import { failure, imageFile, ok, sentForm } from '@academy/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { region, renderAdminHome, writes } from './renderAdminHome';

// The three single records share one editor; each row checks its own fields, path and texts.
const records = [
  {
    heading: 'Hero section',
    path: '/home/hero',
    fields: ['herotitle', 'herodescription', 'heroimg'],
    titleLabel: 'Hero title',
    imageLabel: 'Hero image',
    loadError: 'Failed to load hero section',
    success: 'Hero section updated successfully',
    saveError: 'Failed to update hero section',
  },
  {
    heading: 'About Us',
    path: '/home/aboutus',
    fields: ['aboutustitle', 'aboutusdescription', 'aboutusimg'],
    titleLabel: 'Title',
    imageLabel: 'Image',
    loadError: 'Failed to load About Us data',
    success: 'About Us updated successfully',
    saveError: 'Failed to update About Us',
  },
  {
    heading: 'Why Choose Us',
    path: '/home/whychooseus',
    fields: ['whychooseustitle', 'whychooseusdescription', 'whychooseusimg'],
    titleLabel: 'Title',
    imageLabel: 'Image',
    loadError: 'Failed to load Why Choose Us data',
    success: 'Why Choose Us updated successfully',
    saveError: 'Failed to update Why Choose Us',
  },
];

describe.each(records)('$heading editor', (record) => {
  const [titleField, descriptionField, imageField] = record.fields;
  const stored = {
    _id: 'r1',
    [titleField]: 'Stored title',
    [descriptionField]: 'Stored text',
    [imageField]: '/uploads/old.webp',
  };

  async function openEditor() {
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${record.heading}` }));
    return region(record.heading);
  }

  test('shows its load error', async () => {
    await renderAdminHome({ [`GET ${record.path}`]: failure(500) });
    expect(await region(record.heading).findByRole('alert')).toHaveTextContent(record.loadError);
  });

  test('Cancel restores the saved values', async () => {
    const api = await renderAdminHome({ [`GET ${record.path}`]: ok(stored) });
    const editor = await openEditor();
    await userEvent.clear(editor.getByLabelText(record.titleLabel));
    await userEvent.type(editor.getByLabelText(record.titleLabel), 'Draft');
    await userEvent.click(editor.getByRole('button', { name: 'Cancel' }));
    expect(editor.getByText('Stored title')).toBeInTheDocument();
    await userEvent.click(editor.getByRole('button', { name: `Edit ${record.heading}` }));
    expect(editor.getByLabelText(record.titleLabel)).toHaveValue('Stored title');
    expect(writes(api)).toEqual([]);
  });

  test('Save sends the record’s fields and the picture’s description, and shows the returned image', async () => {
    const returned = {
      ...stored,
      [titleField]: 'New title',
      [imageField]: '/uploads/new.webp',
      [`${imageField}Alt`]: 'A black belt bows at the dojo door',
    };
    const api = await renderAdminHome({
      [`GET ${record.path}`]: ok(stored),
      [`PUT ${record.path}`]: ok(returned),
    });
    const editor = await openEditor();
    await userEvent.clear(editor.getByLabelText(record.titleLabel));
    await userEvent.type(editor.getByLabelText(record.titleLabel), 'New title');
    const photo = imageFile('new.png');
    await userEvent.upload(editor.getByLabelText(record.imageLabel), photo);
    await userEvent.type(
      editor.getByLabelText(`Description of ${record.imageLabel}`),
      'A black belt bows at the dojo door',
    );
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));

    expect(await editor.findByRole('status')).toHaveTextContent(record.success);
    expect(editor.getByRole('status')).toHaveClass('success');
    expect(editor.getByRole('img', { name: 'A black belt bows at the dojo door' })).toHaveAttribute(
      'src',
      '/uploads/new.webp',
    );
    const form = sentForm(api.requests, 'PUT', record.path);
    expect([
      form.get(titleField),
      form.get(descriptionField),
      form.get(imageField),
      form.get(`${imageField}Alt`),
      form.get(`${imageField}Decorative`),
    ]).toEqual(['New title', 'Stored text', photo, 'A black belt bows at the dojo door', 'false']);
  });

  test('a new picture is saved only described or marked decorative', async () => {
    const api = await renderAdminHome({
      [`GET ${record.path}`]: ok(stored),
      [`PUT ${record.path}`]: ok(stored),
    });
    const editor = await openEditor();
    await userEvent.upload(editor.getByLabelText(record.imageLabel), imageFile('new.png'));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    const sentence = `Describe the picture "${record.imageLabel}", or mark it decorative.`;
    expect(editor.getByRole('alert')).toHaveTextContent(sentence);
    expect(editor.getByLabelText(`Description of ${record.imageLabel}`)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(writes(api)).toEqual([]);

    await userEvent.click(editor.getByLabelText('Decorative (it shows nothing a visitor needs)'));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByRole('status')).toHaveTextContent(record.success);
    expect(sentForm(api.requests, 'PUT', record.path).get(`${imageField}Decorative`)).toBe('true');
  });

  test('a failed save shows the server’s reason', async () => {
    await renderAdminHome({
      [`GET ${record.path}`]: ok(stored),
      [`PUT ${record.path}`]: failure(413, 'The image is too large'),
    });
    const editor = await openEditor();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByRole('alert')).toHaveTextContent('The image is too large');
  });

  test('a failed save without a reason shows the fallback in red', async () => {
    await renderAdminHome({ [`GET ${record.path}`]: ok(stored), [`PUT ${record.path}`]: failure(500) });
    const editor = await openEditor();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    const alert = await editor.findByRole('alert');
    expect(alert).toHaveTextContent(record.saveError);
    expect(alert).toHaveClass('error');
  });

  test('title and description are required', async () => {
    const api = await renderAdminHome({ [`GET ${record.path}`]: ok(stored) });
    const editor = await openEditor();
    await userEvent.clear(editor.getByLabelText(record.titleLabel));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    expect(editor.getByRole('alert')).toHaveTextContent('Title and description are required');
    expect(writes(api)).toEqual([]);
  });
});

test('the screen is titled and lists every editor', async () => {
  await renderAdminHome();
  expect(screen.getByRole('heading', { level: 1, name: 'Home content' })).toBeInTheDocument();
  for (const name of ['Hero section', 'About Us', 'Why Choose Us', 'Services', 'Blogs', 'Gallery']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
  expect(await screen.findAllByRole('button', { name: /^Edit / })).toHaveLength(9);
});
