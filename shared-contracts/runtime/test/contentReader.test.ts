import { ContentRequestError, contentErrorStatus, contentReader } from '../src';

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

test('the status is read from the runtime’s own failures only: one class, shared by the whole page', () => {
  // The reader that throws (the shell's, the server renderer's) and the page that looks share the
  // one runtime instance, so `instanceof` decides; a look-alike by name is not taken for one.
  expect(contentErrorStatus(new ContentRequestError('There is no blog with that id.', 404))).toBe(404);
  const lookAlike = Object.assign(new Error('x'), { name: 'ContentRequestError', status: 404 });
  expect(contentErrorStatus(lookAlike)).toBeUndefined();
  expect(contentErrorStatus(Object.assign(new Error('x'), { status: 404 }))).toBeUndefined();
});
