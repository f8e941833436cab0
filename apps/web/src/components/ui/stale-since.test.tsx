import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectivity } from '@/lib/api';
import { formatAsOf } from '@/lib/dates';
import { mockFetch } from '@/testing/mock-fetch';
import { StaleSince } from './stale-since';

const at = new Date(2026, 10, 27, 10, 42);

// The server answers (any answer counts as online), unless a test says the network is gone.
beforeEach(async () => {
  mockFetch({});
  await connectivity.probe();
});

describe('as of', () => {
  it('gives the time of data fetched today, and the day too when it is older', () => {
    expect(formatAsOf(at, new Date(2026, 10, 27, 18, 0))).toBe('10:42');
    expect(formatAsOf(new Date(2026, 10, 26, 18, 5), new Date(2026, 10, 27, 9, 0))).toBe(
      '26-11 18:05',
    );
  });

  it('marks data whose refresh failed with the time it was fetched', () => {
    render(<StaleSince query={{ data: {}, dataUpdatedAt: at.getTime(), isError: true }} />);
    expect(screen.getByText(/^as of/)).toHaveTextContent(`as of ${formatAsOf(at)}`);
  });

  it('marks the data shown while offline', async () => {
    render(<StaleSince query={{ data: {}, dataUpdatedAt: at.getTime(), isError: false }} />);
    expect(screen.queryByText(/^as of/)).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/^as of/)).toHaveTextContent(`as of ${formatAsOf(at)}`);
    act(() => void window.dispatchEvent(new Event('online')));
    await expect.poll(() => screen.queryByText(/^as of/)).toBeNull();
  });

  it('says nothing of fresh data online, or when there is none', () => {
    const { container } = render(
      <>
        <StaleSince query={{ data: {}, dataUpdatedAt: at.getTime(), isError: false }} />
        <StaleSince query={{ data: undefined, dataUpdatedAt: 0, isError: true }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
