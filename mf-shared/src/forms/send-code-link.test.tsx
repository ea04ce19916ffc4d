import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { SendCodeLink, type SendCodeLinkHandle } from './send-code-link';
import { SEND_CODE_COOLDOWN_SECONDS } from './use-send-code';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const link = () => screen.getByRole('button');

/** Click and let the send action's promise settle. */
async function click() {
  await act(() => Promise.resolve(fireEvent.click(link())));
}

function tick(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

function deferred() {
  let resolve!: (value: boolean | void) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<boolean | void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SendCodeLink', () => {
  it('is a button styled as a link, showing its text while idle', () => {
    render(<SendCodeLink onSend={() => Promise.resolve(true)} />);
    expect(link()).toHaveAttribute('type', 'button');
    expect(link()).toHaveClass('send-code-link');
    expect(link()).toHaveTextContent('Send code');
    expect(link()).toBeEnabled();
  });

  it('counts down from 60 after a successful send, one second at a time, then returns', async () => {
    const onSend = jest.fn(() => Promise.resolve(true));
    render(<SendCodeLink onSend={onSend} text="Get code" />);
    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(link()).toHaveTextContent('60S');
    expect(link()).toBeDisabled();
    tick(999);
    expect(link()).toHaveTextContent('60S');
    tick(1);
    expect(link()).toHaveTextContent('59S');
    tick(58_000);
    expect(link()).toHaveTextContent('1S');
    expect(link()).toBeDisabled();
    tick(1_000);
    expect(link()).toHaveTextContent('Get code');
    expect(link()).toBeEnabled();
    expect(SEND_CODE_COOLDOWN_SECONDS).toBe(60);
  });

  it('treats an action that resolves nothing as sent', async () => {
    render(<SendCodeLink onSend={async () => {}} />);
    await click();
    expect(link()).toHaveTextContent('60S');
  });

  it('is locked while the action runs: a second click does not send again', async () => {
    const pending = deferred();
    const onSend = jest.fn(() => pending.promise);
    render(<SendCodeLink onSend={onSend} />);
    await click();
    expect(link()).toBeDisabled();
    expect(link()).toHaveAttribute('aria-busy', 'true');
    expect(link()).toHaveTextContent('Send code');
    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve(pending.resolve(true)));
    expect(link()).toHaveTextContent('60S');
  });

  it.each([
    ['resolves false', () => Promise.resolve(false)],
    ['rejects', () => Promise.reject(new Error('offline'))],
    [
      'throws',
      () => {
        throw new Error('offline');
      },
    ],
  ])('releases the lock at once when the action %s', async (_, onSend) => {
    render(<SendCodeLink onSend={onSend} />);
    await click();
    expect(link()).toHaveTextContent('Send code');
    expect(link()).toBeEnabled();
  });

  it('resets to the original or a given text through its handle, and stops the countdown', async () => {
    const handle = createRef<SendCodeLinkHandle>();
    render(<SendCodeLink ref={handle} onSend={() => Promise.resolve(true)} />);
    await click();
    tick(5_000);
    expect(link()).toHaveTextContent('55S');
    act(() => handle.current!.reset('Resend code'));
    expect(link()).toHaveTextContent('Resend code');
    expect(link()).toBeEnabled();
    tick(60_000);
    expect(link()).toHaveTextContent('Resend code');
    await click();
    expect(link()).toHaveTextContent('60S');
    act(() => handle.current!.reset());
    expect(link()).toHaveTextContent('Send code');
  });

  it('ignores a send that settles after a reset (the register flow resets when send_email fails)', async () => {
    const pending = deferred();
    const handle = createRef<SendCodeLinkHandle>();
    render(<SendCodeLink ref={handle} onSend={() => pending.promise} />);
    await click();
    act(() => handle.current!.reset());
    await act(() => Promise.resolve(pending.resolve(true)));
    expect(link()).toHaveTextContent('Send code');
    expect(link()).toBeEnabled();
  });

  it('announces the start and the end of the wait politely, not every tick', async () => {
    render(<SendCodeLink onSend={() => Promise.resolve(true)} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await click();
    expect(status).toHaveTextContent('Code sent. You can ask for another in 60 seconds.');
    tick(10_000);
    expect(status).toHaveTextContent('Code sent. You can ask for another in 60 seconds.');
    tick(50_000);
    expect(status).toHaveTextContent('You can ask for a new code now.');
  });

  it('keeps counting when the timers run late, as they do in a background tab', async () => {
    render(<SendCodeLink onSend={() => Promise.resolve(true)} />);
    await click();
    // The clock moves 30 s on while the one-second timer has not run; when it finally fires, it shows the time
    // really left (60 - 30 - 1), not 59.
    jest.setSystemTime(Date.now() + 30_000);
    tick(1_000);
    expect(link()).toHaveTextContent('29S');
  });
});
