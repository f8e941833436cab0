import { useRef } from 'react';

const randomKey = () => {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * One Idempotency-Key per submission of a form: the same while the same values are sent again (a
 * retry after a lost answer, a double click), a new one for other values or after a success — so
 * the server makes the write once (server: plugins/idempotency.ts).
 */
export function useSubmissionKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: randomKey() };
      return last.current.key;
    },
    /** After a success: the next submission is a new one, even with the same values. */
    done(): void {
      last.current = null;
    },
  };
}
