import { MAX_WAIT_MS, QUIET_MS, QuietWork } from '../src/plugins/app/serving/quietWork';

// Work that waits for a quiet moment: no page rendered for QUIET_MS (decision 0181).
describe('QuietWork', () => {
  let quiet: QuietWork;
  const done: string[] = [];
  const piece = (name: string) => async () => {
    done.push(name);
  };

  beforeEach(() => {
    jest.useFakeTimers();
    done.length = 0;
    quiet = new QuietWork();
  });
  afterEach(() => {
    quiet.close();
    jest.useRealTimers();
  });

  it('waits until no page has been rendered for a while, then does the pieces one at a time, in order', async () => {
    const ended = quiet.rendering();
    quiet.add('/about', piece('about'));
    quiet.add('/blog', piece('blog'));
    await jest.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(done).toEqual([]);

    ended();
    await jest.advanceTimersByTimeAsync(QUIET_MS - 10);
    expect(done).toEqual([]);
    await jest.advanceTimersByTimeAsync(20);
    expect(done).toEqual(['about', 'blog']);
  });

  it('does a piece that has waited too long whatever the renders', async () => {
    quiet.rendering();
    quiet.add('/about', piece('about'));
    await jest.advanceTimersByTimeAsync(MAX_WAIT_MS + QUIET_MS);
    expect(done).toEqual(['about']);
  });

  it('keeps only the latest piece of a key, and drops what waits when closed', async () => {
    quiet.add('/about', piece('first'));
    quiet.add('/about', piece('second'));
    await jest.advanceTimersByTimeAsync(QUIET_MS + 10);
    expect(done).toEqual(['second']);

    quiet.add('/blog', piece('blog'));
    quiet.close();
    await jest.advanceTimersByTimeAsync(MAX_WAIT_MS * 2);
    expect(done).toEqual(['second']);
  });
});
