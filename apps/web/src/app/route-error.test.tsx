import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteError', () => {
  it("explains a screen whose code could not be fetched and offers Reload, not the router's developer page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(null, {
      routes: [
        {
          path: '/',
          errorElement: <RouteError />,
          lazy: () =>
            Promise.reject(
              new TypeError('Failed to fetch dynamically imported module: /assets/a.js'),
            ),
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This screen could not be loaded. Check your internet connection, then reload the page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
  });

  it('asks for a reload when a screen fails while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(null, { routes: [{ path: '/', errorElement: <RouteError />, element: <Broken /> }] });
    expect(
      await screen.findByText(
        'Something went wrong while showing this screen. Please reload the page.',
      ),
    ).toBeInTheDocument();
  });
});
