// First: it fills jsdom's gaps before the code under test loads.
import { imageFile, revokedObjectUrls, textFile } from '@academy/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageField, UploadProgress } from '@academy/admin-kit';

/** The input as a form uses it: the chosen file lives in the form's state. */
function Harness({
  currentImage,
  onChange,
}: {
  currentImage?: string;
  onChange?: (file: File | null) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageField
      label="Image"
      file={file}
      onChange={(next) => {
        setFile(next);
        onChange?.(next);
      }}
      currentImage={currentImage}
      previewAlt="Dojo"
      hint="Logo recommended 200x200px"
    />
  );
}

// The browser's file dialog honours accept="image/*", but drag and drop and some browsers do not.
const user = () => userEvent.setup({ applyAccept: false });

test('accepts only images and shows the stored image until one is chosen', () => {
  render(<Harness currentImage="/uploads/dojo.webp" />);
  const input = screen.getByLabelText('Image');
  expect(input).toHaveAttribute('accept', 'image/*');
  expect(screen.getByRole('img', { name: 'Dojo' })).toHaveAttribute('src', '/uploads/dojo.webp');
  expect(screen.getByText('Logo recommended 200x200px')).toBeInTheDocument();
});

test('previews the chosen image', async () => {
  const onChange = jest.fn();
  render(<Harness currentImage="/uploads/dojo.webp" onChange={onChange} />);
  const photo = imageFile('kata.png');
  await user().upload(screen.getByLabelText('Image'), photo);
  expect(onChange).toHaveBeenLastCalledWith(photo);
  expect(screen.getByRole('img', { name: 'Dojo' }).getAttribute('src')).toMatch(/^blob:preview-kata\.png/);
});

test('rejects a file that is not an image with its message', async () => {
  const onChange = jest.fn();
  render(<Harness currentImage="/uploads/dojo.webp" onChange={onChange} />);
  await user().upload(screen.getByLabelText('Image'), textFile());
  expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect((screen.getByLabelText('Image') as HTMLInputElement).value).toBe('');
  expect(screen.getByRole('img', { name: 'Dojo' })).toHaveAttribute('src', '/uploads/dojo.webp');
});

test('rejects an image above the size limit', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await user().upload(
    screen.getByLabelText('Image'),
    imageFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Please select an image of at most 5 MB');
  expect(onChange).toHaveBeenLastCalledWith(null);
});

test('a valid choice clears an earlier rejection', async () => {
  render(<Harness />);
  await user().upload(screen.getByLabelText('Image'), textFile());
  await user().upload(screen.getByLabelText('Image'), imageFile());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('releases the preview URL when the file changes and on unmount', async () => {
  const { unmount } = render(<Harness />);
  await user().upload(screen.getByLabelText('Image'), imageFile('first.png'));
  const firstUrl = screen.getByRole('img', { name: 'Dojo' }).getAttribute('src');
  await user().upload(screen.getByLabelText('Image'), imageFile('second.png'));
  expect(revokedObjectUrls).toEqual([firstUrl]);
  const secondUrl = screen.getByRole('img', { name: 'Dojo' }).getAttribute('src');
  unmount();
  expect(revokedObjectUrls).toEqual([firstUrl, secondUrl]);
});

test('upload progress shows the percentage, and nothing when idle', () => {
  const { rerender } = render(<UploadProgress percent={40} />);
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
  expect(screen.getByText('40%')).toBeInTheDocument();
  rerender(<UploadProgress percent={null} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('an image dropped onto the field is chosen and previewed; a dropped text file is refused', () => {
  const changes: (File | null)[] = [];
  render(<Harness onChange={(file) => changes.push(file)} />);
  const zone = screen.getByTestId('image-drop-zone');
  const photo = imageFile('dropped.png');
  fireEvent.dragOver(zone, { dataTransfer: { files: [photo] } });
  fireEvent.drop(zone, { dataTransfer: { files: [photo] } });
  expect(changes).toEqual([photo]);
  expect(screen.getByRole('img', { name: 'Dojo' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^blob:preview-dropped\.png/),
  );
  expect(screen.getByText('dropped.png')).toBeInTheDocument();

  fireEvent.drop(zone, { dataTransfer: { files: [textFile('notes.txt')] } });
  expect(changes).toEqual([photo, null]);
  expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(/Please select an image file/);
});
