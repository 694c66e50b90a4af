import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

/** What each committed render of a `Shows` said, read as React commits it (before any effect runs). */
const committed: string[] = [];

function Shows({ name }: { name: string }) {
  const hydrated = useHydrated();
  const text = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    committed.push(text.current?.textContent ?? '');
  });
  return (
    <p ref={text}>
      {name}: {hydrated ? 'hydrated' : 'server'}
    </p>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  committed.length = 0;
  document.body.innerHTML = '';
  cleanup();
});

async function hydrate(name: string, onRecoverableError: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shows name={name} />);
  document.body.append(container);
  expect(container.textContent).toBe(`${name}: server`);
  await act(async () => {
    root = hydrateRoot(container, <Shows name={name} />, { onRecoverableError });
  });
}

// One test: the page hydrates once per module, as in a browser.
describe('useHydrated', () => {
  it('is false in the server’s HTML and as the page hydrates, then true, and true from the first render of what mounts afterwards', async () => {
    const recovered = vi.fn();
    await hydrate('header', recovered);
    await waitFor(() => expect(screen.getByText('header: hydrated')).toBeTruthy());
    expect(committed).toEqual(['header: server', 'header: hydrated']);
    expect(recovered).not.toHaveBeenCalled();

    committed.length = 0;
    render(<Shows name="popup" />);
    expect(committed).toEqual(['popup: hydrated']);
  });
});
