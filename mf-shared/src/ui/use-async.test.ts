import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { CallError } from '../api/call-error';
import { isNotFound, needsConsent } from '../api/call-errors';
import { CallCancelledError } from '../api/form-client';
import { PageData, PageDataContext, type PageDataJson } from '../ssr/page-data';
import { useAsync } from './use-async';

function withPageData(pageData: PageData) {
  return ({ children }: { children: ReactNode }) => createElement(PageDataContext.Provider, { value: pageData }, children);
}

describe('useAsync', () => {
  it('goes from loading to ready, and runs again on reload', async () => {
    let calls = 0;
    const { result } = renderHook(() => useAsync(() => Promise.resolve(++calls), 'k'));
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
    const { result, rerender } = renderHook(({ key }) => useAsync((signal) => (signals.push(signal), Promise.resolve(key)), key), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 'b' }));
    expect(signals[0]?.aborted).toBe(true);
  });

  it('is loading from the first render with a new key: the last key’s answer is never drawn under the new one', async () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const [state] = useAsync(() => Promise.resolve(`answer for ${key}`), key);
        seen.push(`${key}:${state.status === 'ready' ? state.data : state.status}`);
        return state;
      },
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'answer for a' }));
    seen.length = 0;
    rerender({ key: 'b' });
    expect(seen[0]).toBe('b:loading');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'answer for b' }));
    expect(seen.filter((entry) => entry.startsWith('b:answer for a'))).toEqual([]);
  });

  it('hydrates from the answer the page arrived with and does not load it again; a reload does', async () => {
    let calls = 0;
    const pageData = new PageData({ 'yacht:1': { status: 'ready', data: 'from the server' } });
    const { result } = renderHook(() => useAsync(() => Promise.resolve(`loaded ${++calls}`), 'yacht:1'), { wrapper: withPageData(pageData) });
    expect(result.current[0]).toEqual({ status: 'ready', data: 'from the server' });
    await act(async () => {});
    expect(calls).toBe(0);
    // Used once: a later visit to the page loads afresh.
    expect(pageData.peek('yacht:1')).toBeUndefined();
    act(() => result.current[1]());
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 'loaded 1' }));
  });

  it('loads a key the page did not arrive with', async () => {
    const pageData = new PageData({ other: { status: 'ready', data: 1 } });
    const { result } = renderHook(() => useAsync(() => Promise.resolve('fresh'), 'mine'), { wrapper: withPageData(pageData) });
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 'fresh' }));
  });
});

describe('PageData', () => {
  it('runs a load once per key, suspends until it is done, and keeps the answer', async () => {
    const pageData = new PageData();
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    let thrown: unknown;
    try {
      pageData.read('k', load);
    } catch (promise) {
      thrown = promise;
    }
    expect(thrown).toBeInstanceOf(Promise);
    expect(() => pageData.read('k', load)).toThrow();
    await thrown;
    expect(pageData.read('k', load)).toEqual({ status: 'ready', data: 1 });
    expect(calls).toBe(1);
  });

  it('carries a failure to the browser as a CallError with its words, code and status', async () => {
    const server = new PageData();
    try {
      server.read('missing', () => Promise.reject(new CallError('Yacht not found.', 404, 404)));
    } catch (promise) {
      await promise;
    }
    const json = JSON.parse(JSON.stringify(server.toJSON())) as PageDataJson;
    expect(json).toEqual({ missing: { status: 'error', error: { message: 'Yacht not found.', code: 404, status: 404 } } });
    const entry = new PageData(json).peek('missing');
    expect(entry?.status).toBe('error');
    const error = entry?.status === 'error' ? entry.error : null;
    expect(error).toBeInstanceOf(CallError);
    expect(isNotFound(error)).toBe(true);
  });

  it('carries a call cancelled for want of consent as such, so the browser passes over it as the server did', async () => {
    const server = new PageData();
    try {
      server.read('spotlight', () => Promise.reject(new CallCancelledError()));
    } catch (promise) {
      await promise;
    }
    const entry = new PageData(JSON.parse(JSON.stringify(server.toJSON())) as PageDataJson).peek('spotlight');
    expect(entry?.status === 'error' && needsConsent(entry.error)).toBe(true);
  });
});
