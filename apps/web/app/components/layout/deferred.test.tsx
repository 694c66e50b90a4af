import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler, startTransition, Suspense, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

/** A part with its own state, to tell hydrated (clicks count) from server HTML (they do not). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

let intersect: (() => void) | undefined;
let wide = false;
const widthListeners = new Set<() => void>();
let root: Root | undefined;

beforeEach(() => {
  intersect = undefined;
  wide = false;
  widthListeners.clear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        intersect = () => this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return wide;
    },
    addEventListener: (_: string, listener: () => void) => widthListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => widthListeners.delete(listener),
  }));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's HTML of a deferred part (a sentinel for `visible`, then the part's boundary), hydrated. */
async function hydrate(element: ReactElement, { sentinel }: { sentinel: boolean }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <>
      {sentinel && <div />}
      <Suspense fallback={null}>
        <Counter label="Footer" />
      </Suspense>
    </>,
  );
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return container;
}

const button = () => screen.getByRole('button');

describe('deferred parts', () => {
  it('keep the server HTML without loading their code until they come near the viewport', async () => {
    const load = vi.fn(async () => Counter);
    const Footer = deferred(load, 'visible');
    await hydrate(<Footer label="Footer" />, { sentinel: true });
    expect(button().textContent).toBe('Footer 0');
    act(() => fireEvent.click(button()));
    expect(button().textContent).toBe('Footer 0');
    expect(load).not.toHaveBeenCalled();

    await act(async () => intersect?.());
    expect(load).toHaveBeenCalledOnce();
    await waitFor(() => {
      fireEvent.click(button());
      expect(button().textContent).not.toBe('Footer 0');
    });
  });

  it('load a wide-screen part at once on a wide screen, and when a narrow one widens', async () => {
    wide = true;
    const loadNow = vi.fn(async () => Counter);
    const Nav = deferred(loadNow, 'wide');
    await hydrate(<Nav label="Footer" />, { sentinel: false });
    expect(loadNow).toHaveBeenCalledOnce();
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';

    wide = false;
    const loadLater = vi.fn(async () => Counter);
    const Later = deferred(loadLater, 'wide');
    await hydrate(<Later label="Footer" />, { sentinel: false });
    expect(loadLater).not.toHaveBeenCalled();
    wide = true;
    await act(async () => widthListeners.forEach((listener) => listener()));
    expect(loadLater).toHaveBeenCalledOnce();
  });

  it('load at once when an update reaches a part that has not hydrated, so the update is not held', async () => {
    const load = vi.fn(async () => Counter);
    const Footer = deferred(load, 'visible');
    function Page() {
      const [label, setLabel] = useState('Footer');
      return (
        <>
          <a href="#x" onClick={() => startTransition(() => setLabel('Pied'))}>
            change
          </a>
          <Footer label={label} />
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <a href="#x">change</a>
        <div />
        <Suspense fallback={null}>
          <Counter label="Footer" />
        </Suspense>
      </>,
    );
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('link')));
    await waitFor(() => expect(button().textContent).toBe('Pied 0'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('load at once when the browser renders a part the server did not', async () => {
    const load = vi.fn(async () => Counter);
    const Footer = deferred(load, 'visible');
    await act(async () => {
      render(<Footer label="Footer" />);
    });
    expect(button().textContent).toBe('Footer 0');
    expect(load).toHaveBeenCalledOnce();
  });

  it('hydrate without a second render when their code is already there', async () => {
    const Footer = deferred(async () => Counter, 'now');
    // The first page loads the code as the part hydrates.
    await hydrate(<Footer label="Footer" />, { sentinel: false });
    await waitFor(() => {
      fireEvent.click(button());
      expect(button().textContent).not.toBe('Footer 0');
    });
    act(() => root?.unmount());
    document.body.innerHTML = '';

    // The next page has it: the page hydrates, then the part's boundary in a pass of its own, and nothing
    // renders it again (a store read while hydrating would make React re-render all of it at once).
    const rendered = vi.fn();
    await hydrate(
      <Profiler id="footer" onRender={(_id, phase) => rendered(phase)}>
        <Footer label="Footer" />
      </Profiler>,
      { sentinel: false },
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rendered.mock.calls.map(([phase]) => phase)).toEqual(['mount', 'update']);
  });
});
