import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { catalogue } from '@/testing/lead-fixtures';
import { failsOnce, failure, mockFetch, ok } from '@/testing/mock-fetch';
import { statusesQueryOptions } from './get-statuses';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

describe('statuses', () => {
  it('keeps no empty catalogue after a failure: the next screen asks again and gets it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      'GET /api/statuses-list': failsOnce(failure(503, 'Down.'), ok('Statuses', catalogue)),
    });
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery(statusesQueryOptions())).rejects.toMatchObject({
      status: 503,
    });
    expect(await queryClient.ensureQueryData(statusesQueryOptions())).toEqual(catalogue);
    // Kept from now on (staleTime Infinity): no third call.
    await queryClient.ensureQueryData(statusesQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
