import type { PageMeta } from '@yaar/shared';

/** The success envelope of both APIs. */
export function ok(message: string): { status: 200; message: string };
export function ok<T>(message: string, data: T, meta?: PageMeta): { status: 200; message: string; data: T; meta?: PageMeta };
export function ok<T>(message: string, data?: T, meta?: PageMeta) {
  return {
    status: 200 as const,
    message,
    ...(data === undefined ? {} : { data }),
    ...(meta === undefined ? {} : { meta }),
  };
}
