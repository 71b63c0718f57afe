/** What jsdom lacks and the editors use (TextEncoder is installed by jest.setup.web.ts). */
import { beforeEach, jest } from '@jest/globals';

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

/**
 * Watches the files a test saves as a browser would (a link to an object URL, clicked): the
 * blobs made into URLs and the links clicked. The spies go with `jest.restoreAllMocks()`.
 */
export function watchDownloads(): { created: Blob[]; clicked: HTMLAnchorElement[] } {
  const created: Blob[] = [];
  const createObjectUrl = URL.createObjectURL;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return createObjectUrl(blob);
  });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { created, clicked };
}

export function imageFile(name = 'photo.png', type = 'image/png', size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

export function textFile(name = 'notes.txt'): File {
  return new File(['not an image'], name, { type: 'text/plain' });
}
