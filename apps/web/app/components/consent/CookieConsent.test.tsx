import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../lib/analytics/consent';
import { getI18n } from '../../lib/i18n/i18n';
import { CookieConsent } from './CookieConsent';

const tree = (
  <I18nextProvider i18n={getI18n('en')}>
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>
  </I18nextProvider>
);

// The popup is its own chunk, loaded on first use: importing it here keeps a loaded machine's
// transform time out of the journey's wait.
beforeAll(async () => {
  await import('./CookieConsentPopup');
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('CookieConsent', () => {
  it('renders nothing on the server, where local storage is unknown', () => {
    expect(renderToString(tree)).toBe('');
  });

  it('asks until accepted and remembers the acceptance', async () => {
    render(tree);
    const accept = await screen.findByRole('button', { name: 'Accept' }, { timeout: 5_000 });
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    act(() => fireEvent.click(accept));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');

    cleanup();
    render(tree);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('reads local storage in a task of its own, after the effects of the render that mounted it', async () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    try {
      render(tree);
      expect(read).not.toHaveBeenCalled();
      await screen.findByRole('button', { name: 'Accept' }, { timeout: 5_000 });
      expect(read).toHaveBeenCalledWith(CONSENT_STORAGE_KEY);
    } finally {
      read.mockRestore();
    }
  });
});
