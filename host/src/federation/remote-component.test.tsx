// RemoteComponent mounts a remote's module: the fallback while it loads, then the module; a failed load is kept
// inside the area's error boundary, and "Try again" reads the deploy pointer again and loads the module afresh.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaModuleProps } from './remote-fallback';
import { RemoteComponent } from './remote-component';
import { refreshRemote } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./remote-registry', () => ({ refreshRemote: jest.fn(() => Promise.resolve()) }));

const load = jest.mocked(loadRemote);

function Widget({ onRetry }: AreaModuleProps) {
  return <p>Widget {typeof onRetry === 'function' ? 'with a retry' : 'alone'}</p>;
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows the fallback while the module loads, then the module, loaded once however often the page draws it', async () => {
  load.mockResolvedValue({ default: Widget });
  const { rerender } = render(<RemoteComponent remote="community" module="yacht-topics" fallback={<p>Loading…</p>} />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByText('Widget with a retry')).toBeInTheDocument();
  rerender(<RemoteComponent remote="community" module="yacht-topics" fallback={<p>Loading…</p>} />);
  expect(screen.getByText('Widget with a retry')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('community/yacht-topics');
});

it('keeps a failed load in the area, and loads afresh after reading the deploy pointer again on "Try again"', async () => {
  load.mockRejectedValueOnce(new Error('Loading script failed.')).mockResolvedValue({ default: Widget });
  render(<RemoteComponent remote="community" module="yacht-topics" fallback={<p>Loading…</p>} />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await Promise.resolve();
  });
  expect(refreshRemote).toHaveBeenCalledWith('community');
  expect(await screen.findByText('Widget with a retry')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
