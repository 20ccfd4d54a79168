import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PublicApp } from '../../src/pages/PublicApp';
import { showConsole } from '../../src/boot/consoleRoot';

// The admin shell is not what these tests are about: its loading is only observed.
vi.mock('../../src/boot/consoleRoot', () => ({
  loadConsole: vi.fn(() => new Promise(() => undefined)),
  enterConsole: vi.fn(),
  showConsole: vi.fn(),
}));

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<PublicApp />);
};

describe('PublicApp', () => {
  beforeEach(() => vi.mocked(showConsole).mockClear());

  it('follows its links without a page load and goes back with the browser', async () => {
    open('/pages/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/pages/forgot-password');
    fireEvent.click(forgot);
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pages/forgot-password');

    fireEvent.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    act(() => {
      window.history.replaceState(null, '', '/pages/forgot-password');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(showConsole).not.toHaveBeenCalled();
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    open('/pages/login');
    // The browser's own handling comes after the page's: seen from the window, then stopped (jsdom cannot open a tab).
    let leftToBrowser = false;
    const browser = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }), { ctrlKey: true });
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/pages/login');
  });

  it('sends /login to the sign-in page, matching paths as the console does', async () => {
    open('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pages/login');
  });

  it('hands a path outside the public pages to the console, once', async () => {
    open('/pages/error-404/');
    fireEvent.click(await screen.findByRole('link', { name: 'Back to home' }));
    expect(window.location.pathname).toBe('/');
    expect(showConsole).toHaveBeenCalledTimes(1);
  });
});
