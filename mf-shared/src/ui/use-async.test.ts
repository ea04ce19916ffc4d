import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

describe('useAsync', () => {
  it('goes from loading to ready, and runs again on reload', async () => {
    let calls = 0;
    const { result } = renderHook(() => useAsync(async () => ++calls, 'k'));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 1 }));
    act(() => result.current[1]());
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 2 }));
  });

  it('reports a failure as an error state', async () => {
    const { result } = renderHook(() => useAsync(() => Promise.reject(new Error('offline')), 'k'));
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: 'error', error: new Error('offline') }));
  });

  it('aborts the previous load when the key changes, so a late answer never wins', async () => {
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(({ key }) => useAsync(async (signal) => (signals.push(signal), key), key), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 'b' }));
    expect(signals[0]?.aborted).toBe(true);
  });
});
