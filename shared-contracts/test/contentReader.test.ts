import { ContentRequestError, contentErrorStatus, contentReader } from 'shared-contracts/api';

const failingGet = (status: number) => async () => {
  throw Object.assign(new Error(`answered ${status}`), { status });
};

test('a failed read carries the status the server answered with, or none when there was no answer', async () => {
  const answered = contentReader(failingGet(404), (error) => (error as { status: number }).status);
  const noAnswer = contentReader(failingGet(0), () => undefined);
  await expect(answered.get('/blog/blogs/7')).rejects.toThrow('answered 404');
  expect(contentErrorStatus(await answered.get('/x').catch((error: unknown) => error))).toBe(404);
  expect(contentErrorStatus(await noAnswer.get('/x').catch((error: unknown) => error))).toBeUndefined();
});

test('the status is read from a failure thrown by another copy of the reader (the shell’s, the server’s)', () => {
  // What a page bundled with its own copy of the contracts receives from the shell's reader.
  class ContentRequestErrorOfAnotherBundle extends Error {
    constructor(readonly status: number) {
      super('There is no blog with that id.');
      this.name = 'ContentRequestError';
    }
  }
  const fromElsewhere = new ContentRequestErrorOfAnotherBundle(404);
  expect(fromElsewhere).not.toBeInstanceOf(ContentRequestError);
  expect(contentErrorStatus(fromElsewhere)).toBe(404);
  expect(contentErrorStatus(Object.assign(new Error('x'), { status: 404 }))).toBeUndefined();
});
