import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectivity } from '@/lib/api';
import { formatAsOf } from '@/lib/dates';
import { mockFetch } from '@/testing/mock-fetch';
import { StaleSince } from './stale-since';

/** 10:42 in India (the business's clock), whatever zone the tests run in. */
const at = new Date('2026-11-27T05:12:00Z');

// The server answers (any answer counts as online), unless a test says the network is gone.
beforeEach(async () => {
  mockFetch({});
  await connectivity.probe();
});

describe('as of', () => {
  it('gives the time of data fetched today, and the day too when it is older', () => {
    expect(formatAsOf(at, new Date('2026-11-27T12:30:00Z'))).toBe('10:42');
    expect(formatAsOf(new Date('2026-11-26T12:35:00Z'), new Date('2026-11-27T03:30:00Z'))).toBe(
      '26-11 18:05',
    );
    // 00:20 in India is already the next business day, though it is still the 27th in UTC.
    expect(formatAsOf(at, new Date('2026-11-27T18:50:00Z'))).toBe('27-11 10:42');
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
