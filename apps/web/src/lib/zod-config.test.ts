import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes Zod build its parsers without eval, and they still parse', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ Name: z.string().min(1) });
    expect(schema.parse({ Name: 'Ramesh' })).toEqual({ Name: 'Ramesh' });
    expect(schema.safeParse({ Name: '' }).success).toBe(false);
  });
});
