/** What jsdom lacks and the editors use (TextEncoder is installed by jest.setup.web.ts). */
import { beforeEach } from '@jest/globals';

/**
 * jsdom has no object URLs; the image previews need them. Each file gets a readable fake URL,
 * and revoked URLs are recorded so tests can check previews are released.
 */
export const revokedObjectUrls: string[] = [];

let nextObjectUrl = 0;

beforeEach(() => {
  revokedObjectUrls.length = 0;
  URL.createObjectURL = (file: Blob) =>
    `blob:preview-${(file as File).name ?? 'file'}-${(nextObjectUrl += 1)}`;
  URL.revokeObjectURL = (url: string) => {
    revokedObjectUrls.push(url);
  };
});

/**
 * jsdom has no layout. ProseMirror (the policy's rich-text editor) measures where the cursor is
 * to scroll it into view; with no layout the answer is "nowhere", which it handles.
 */
const noRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
Element.prototype.getClientRects ??= noRects;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= emptyRect;
document.elementFromPoint ??= () => null;

export function imageFile(name = 'photo.png', type = 'image/png', size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

export function textFile(name = 'notes.txt'): File {
  return new File(['not an image'], name, { type: 'text/plain' });
}
