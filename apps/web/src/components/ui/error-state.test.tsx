import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@yaar/shared';
import { QueryError, notKeptOffline } from './error-state';

const refetch = async () => undefined;

describe('a query offline with nothing kept on the phone', () => {
  it('is said in place with Retry, never left to a spinner', () => {
    const waiting = {
      isPending: true,
      fetchStatus: 'paused',
      isError: false,
      error: null,
      refetch,
    };
    expect(notKeptOffline(waiting)).toBe(true);
    render(<QueryError what="the follow-ups" query={waiting} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Could not load the follow-ups. ${apiMessages.notKeptOffline}`,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('says nothing while the query is fetching, or when the phone kept its data', () => {
    const fetching = { isPending: true, fetchStatus: 'fetching', isError: false, error: null };
    const kept = { isPending: false, fetchStatus: 'paused', isError: false, error: null };
    expect(notKeptOffline(fetching)).toBe(false);
    expect(notKeptOffline(kept)).toBe(false);
    const { container } = render(
      <>
        <QueryError what="a" query={{ ...fetching, refetch }} />
        <QueryError what="b" query={{ ...kept, refetch }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
