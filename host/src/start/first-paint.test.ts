import { afterFirstPaint, fetchScripts } from './first-paint';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(0);
  return done;
};

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.body.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const paint = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('waits for a frame to be painted', async () => {
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    paint();
    expect(await settled(waiting)).toBe(true);
  });

  it("then for the first screen's picture, until it arrives or fails", async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/a.jpg"><img fetchpriority="high" src="/b.jpg">';
    const picture = document.querySelector('img')!;
    jest.spyOn(picture, 'complete', 'get').mockReturnValue(false);
    const waiting = afterFirstPaint();
    paint();
    expect(await settled(waiting)).toBe(false);
    picture.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);

    const again = afterFirstPaint();
    paint();
    expect(await settled(again)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(again)).toBe(true);
  });

  it('no longer than its limit for a slow picture', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/a.jpg">';
    jest.spyOn(document.querySelector('img')!, 'complete', 'get').mockReturnValue(false);
    const waiting = afterFirstPaint(document, 2_000);
    paint();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(await settled(waiting)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('no longer once the tab is hidden before a frame is painted', async () => {
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(waiting)).toBe(true);
  });

  it('not at all in a tab nobody sees, which paints no frames', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(frames).toHaveLength(0);
  });
});

describe('fetchScripts', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="preload" as="script" href="/remotes/shared/v1/remoteEntry.js">';
  });

  it('asks for each script once, as a script preload', () => {
    fetchScripts(['/remotes/shared/v1/remoteEntry.js', '/remotes/shared/v1/ui.js', '/remotes/shared/v1/ui.js', '/react.js']);
    const links = Array.from(document.head.querySelectorAll('link'));
    expect(links.map((link) => [link.rel, link.getAttribute('as'), new URL(link.href).pathname])).toEqual([
      ['preload', 'script', '/remotes/shared/v1/remoteEntry.js'],
      ['preload', 'script', '/remotes/shared/v1/ui.js'],
      ['preload', 'script', '/react.js'],
    ]);
  });
});
