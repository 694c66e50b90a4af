import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestions } from './search-query';
import { useSearchSuggestions } from './use-search-suggestions';

const answer = (query: string): SearchSuggestions => ({
  query,
  products: [],
  totalProducts: 0,
  brands: [{ code: 'zephyr', name: 'Zephyr' }],
  taxons: [],
});

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (url: string) =>
    Response.json(answer(new URL(url, 'http://x').searchParams.get('q')!)),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAt(path: string, input: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(({ value }) => useSearchSuggestions(value), { wrapper, initialProps: { value: input } });
}

describe('useSearchSuggestions', () => {
  it('does not search below three characters', async () => {
    const { result } = renderAt('/', 'sh');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual({ status: 'idle' });
  });

  it('searches 500 ms after the last keystroke, once', async () => {
    const { result, rerender } = renderAt('/', 'sha');
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ value: 'sham' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ value: 'shamp' });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/search/suggest?q=shamp');
    expect(result.current).toEqual({ status: 'done', query: 'shamp', results: answer('shamp') });
  });

  it('asks the storefront in the page language', async () => {
    renderAt('/en/faq', 'შამპუნი');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetchMock.mock.calls[0]![0]).toBe(`/en/search/suggest?q=${encodeURIComponent('შამპუნი')}`);
  });

  it('keeps the previous results on screen while the next ones load', async () => {
    const { result, rerender } = renderAt('/', 'sham');
    await act(() => vi.advanceTimersByTimeAsync(500));
    rerender({ value: 'shamp' });
    expect(result.current).toEqual({ status: 'loading', query: 'shamp', previous: answer('sham') });
  });

  it('goes back to idle when the text gets too short, and reports failures', async () => {
    const { result, rerender } = renderAt('/', 'sham');
    rerender({ value: 'sh' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual({ status: 'idle' });

    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 502 }));
    rerender({ value: 'shampoo' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toEqual({ status: 'error', query: 'shampoo' });
  });
});
