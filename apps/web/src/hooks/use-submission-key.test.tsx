import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSubmissionKey } from './use-submission-key';

it('keeps one key while the same values are sent again, and makes a new one for new values or after a success', () => {
  const { result } = renderHook(() => useSubmissionKey());
  const sale = { MobileNo: '9876543210', TotalCharges: '1180.00' };
  const first = result.current.keyFor(sale);
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(result.current.keyFor({ ...sale })).toBe(first); // a retry of the same submission
  const changed = result.current.keyFor({ ...sale, TotalCharges: '1000.00' });
  expect(changed).not.toBe(first);
  result.current.done();
  expect(result.current.keyFor({ ...sale, TotalCharges: '1000.00' })).not.toBe(changed);
});
