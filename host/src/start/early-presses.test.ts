import { holdEarlyPresses, PENDING_ATTRIBUTE } from './early-presses';

function page(html: string): void {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = html;
}

/** What the page does once live: React's handlers arrive, then the hydration signal marks the document. */
async function goLive(): Promise<void> {
  document.documentElement.setAttribute('data-hydrated', '');
  // The observer answers in a microtask.
  await Promise.resolve();
}

describe('presses before the page is live (decision 034)', () => {
  let stop: () => void = () => undefined;
  // The test's own listeners on the document go with each test.
  let listeners = new AbortController();
  afterEach(() => {
    stop();
    listeners.abort();
    listeners = new AbortController();
  });

  it('keeps the last press on a button and presses it again once the page is live', async () => {
    page('<button id="menu">Menu</button><button id="follow">Follow</button>');
    const pressed: string[] = [];
    stop = holdEarlyPresses();
    // Stands for the page's own handlers: they see nothing of a press until the page is live.
    document.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).id), { signal: listeners.signal });
    document.getElementById('menu')!.click();
    document.getElementById('follow')!.click();
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    expect(pressed).toEqual([]);
    await goLive();
    expect(pressed).toEqual(['follow']);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    document.getElementById('menu')!.click();
    expect(pressed).toEqual(['follow', 'menu']);
  });

  it('keeps a form the script sends from going out as a GET of the page, and sends it once live', async () => {
    page('<form id="f"><input name="password" value="secret1"><button id="send" type="submit">Send</button></form>');
    const submitted: string[] = [];
    stop = holdEarlyPresses();
    const form = document.getElementById('f') as HTMLFormElement;
    const send = document.getElementById('send') as HTMLButtonElement;
    const native = jest.fn((event: Event) => event.defaultPrevented || submitted.push('native'));
    form.addEventListener('submit', native);
    send.click();
    expect(native).not.toHaveBeenCalled();
    form.removeEventListener('submit', native);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push('by the page');
    });
    await goLive();
    expect(submitted).toEqual(['by the page']);
  });

  it('leaves to the browser what works without script: forms with an action and links', () => {
    page(
      '<form id="consent" method="post" action="/consent"><button id="refuse" type="submit" name="choice" value="refused">Refuse</button></form><a id="link" href="#x">x</a>',
    );
    stop = holdEarlyPresses();
    const seen: boolean[] = [];
    document.addEventListener(
      'click',
      (event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault();
      },
      { signal: listeners.signal },
    );
    document.getElementById('refuse')!.click();
    document.getElementById('link')!.click();
    expect(seen).toEqual([false, false]);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('lets presses through once told the page will not go live (the start failed: its Reload button must answer)', () => {
    page('<button id="reload">Reload</button>');
    const release = holdEarlyPresses();
    release();
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented), { signal: listeners.signal });
    document.getElementById('reload')!.click();
    expect(seen).toEqual([false]);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('holds nothing on a page that is already live', () => {
    page('<button id="b">B</button>');
    document.documentElement.setAttribute('data-hydrated', '');
    const seen: boolean[] = [];
    stop = holdEarlyPresses();
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented), { signal: listeners.signal });
    document.getElementById('b')!.click();
    expect(seen).toEqual([false]);
  });
});
