// First: it fills jsdom's gaps before the code under test loads.
import { failure, imageFile, networkError, ok, sentForm } from '@academy/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAVED_CHANGES_PROMPT } from '@academy/admin-kit';
import { region, renderAdminHome, writes } from './renderAdminHome';

afterEach(() => jest.restoreAllMocks());

const slotLists = [
  {
    list: 'Services',
    item: 'Service',
    path: '/home/service',
    prefix: 'service',
    loadError: 'Failed to load services',
    saveError: 'Failed to save service',
  },
  {
    list: 'Blogs',
    item: 'Blog',
    path: '/home/blog',
    prefix: 'blog',
    loadError: 'Failed to load blogs',
    saveError: 'Failed to save blog',
  },
];

describe.each(slotLists)('$list slots', ({ list, item, path, prefix, loadError, saveError }) => {
  const slot = (position: number, title: string) => ({
    _id: `${prefix}${position}`,
    position,
    [`${prefix}title`]: title,
    [`${prefix}description`]: `${title} text`,
    [`${prefix}img`]: `/uploads/${prefix}${position}.webp`,
  });
  const stored = [slot(2, 'Second'), slot(1, 'First')];

  test('shows slots 1 to 3, empty ones included', async () => {
    await renderAdminHome({ [`GET ${path}`]: ok(stored) });
    expect(region(`${item} 1`).getByText('First')).toBeInTheDocument();
    expect(region(`${item} 2`).getByText('Second')).toBeInTheDocument();
    expect(region(`${item} 3`).getByText('Nothing saved yet.')).toBeInTheDocument();
  });

  test('shows its load error', async () => {
    await renderAdminHome({ [`GET ${path}`]: failure(503, 'Database unavailable') });
    expect(await region(list).findByRole('alert')).toHaveTextContent(loadError);
  });

  test('one slot is edited at a time; opening another over unsaved changes asks first', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderAdminHome({ [`GET ${path}`]: ok(stored) });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${item} 1` }));
    await userEvent.clear(region(`${item} 1`).getByLabelText('Title'));

    await userEvent.click(screen.getByRole('button', { name: `Edit ${item} 2` }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
    expect(region(`${item} 1`).getByLabelText('Title')).toHaveValue('');
    expect(region(`${item} 2`).queryByLabelText('Title')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Edit ${item} 2` }));
    expect(region(`${item} 1`).queryByLabelText('Title')).not.toBeInTheDocument();
    expect(region(`${item} 1`).getByText('First')).toBeInTheDocument();
    expect(region(`${item} 2`).getByLabelText('Title')).toHaveValue('Second');
  });

  test('title and description are required', async () => {
    const api = await renderAdminHome({ [`GET ${path}`]: ok([]) });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${item} 3` }));
    await userEvent.type(region(`${item} 3`).getByLabelText('Title'), 'Only a title');
    await userEvent.click(region(`${item} 3`).getByRole('button', { name: 'Save' }));
    expect(region(`${item} 3`).getByRole('alert')).toHaveTextContent('Title and description are required');
    expect(writes(api)).toEqual([]);
  });

  test('Save posts the slot with its position and shows what the server stored', async () => {
    const api = await renderAdminHome({
      [`GET ${path}`]: ok(stored),
      [`POST ${path}`]: ok({ ...slot(3, 'Third'), [`${prefix}imgAlt`]: 'A student bows to the class' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${item} 3` }));
    const editor = region(`${item} 3`);
    await userEvent.type(editor.getByLabelText('Title'), 'Third');
    await userEvent.type(editor.getByLabelText('Description'), 'Third text');
    const photo = imageFile('third.png');
    await userEvent.upload(editor.getByLabelText('Image'), photo);
    await userEvent.type(editor.getByLabelText('Description of Image'), 'A student bows to the class');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));

    expect(await editor.findByRole('status')).toHaveTextContent(`${item} 3 saved successfully`);
    expect(editor.getByRole('img', { name: 'A student bows to the class' })).toHaveAttribute(
      'src',
      `/uploads/${prefix}3.webp`,
    );
    const form = sentForm(api.requests, 'POST', path);
    expect(form.get('position')).toBe('3');
    expect(form.get(`${prefix}title`)).toBe('Third');
    expect(form.get(`${prefix}description`)).toBe('Third text');
    expect(form.get(`${prefix}img`)).toBe(photo);
    expect(region(`${item} 1`).getByText('First')).toBeInTheDocument();
  });

  test.each([
    ['the server’s reason', failure(400, 'position must be at most 3'), 'position must be at most 3'],
    ['the fallback', failure(500), saveError],
    ['a network error', networkError, 'Network Error'],
  ])('a failed save shows %s', async (_case, reply, text) => {
    await renderAdminHome({ [`GET ${path}`]: ok(stored), [`POST ${path}`]: reply });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${item} 1` }));
    await userEvent.click(region(`${item} 1`).getByRole('button', { name: 'Save' }));
    expect(await region(`${item} 1`).findByRole('alert')).toHaveTextContent(text);
  });
});
