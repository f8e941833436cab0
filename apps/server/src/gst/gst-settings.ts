import { z } from 'zod';
import {
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinProblem,
  isStorableDate,
  isoDatePattern,
  sameState,
  stateOfGstin,
} from '@yaar/shared';

const sac = (fallback: string) =>
  z
    .string()
    .regex(/^99\d{4}$/, { error: 'must be a 6-digit SAC' })
    .default(fallback);

/** A GSTIN whose format, state code and check character hold (packages/shared/src/gstin.ts). */
const gstin = z.string().superRefine((value, ctx) => {
  const problem = gstinProblem(value);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      message:
        problem === 'check'
          ? `must be a valid GSTIN: its check character would be ${gstinCheckCharacter(value)}`
          : 'must be a 15-character GSTIN with a GST state code',
    });
});

/**
 * The seller on GST documents and its place in the GST law (docs/decisions.md, issues 16 and 30),
 * part of env.ts's schema. The demo defaults are placeholders: the demo GSTIN passes the check.
 */
export const gstSettings = {
  SUPPLIER_NAME: z.string().min(1).default('Yaar Software Solutions (demo)'),
  SUPPLIER_ADDRESS: z
    .string()
    .min(1)
    .default('101 Demo House, C G Road, Ahmedabad, Gujarat 380009'),
  SUPPLIER_GSTIN: gstin.default('24AAACY0000A1ZG'),
  /** The supplier's state: CGST + SGST inside it, IGST outside. Its GSTIN's state code must match. */
  SUPPLIER_STATE: z
    .string()
    .min(1)
    .refine((state) => Object.keys(GST_STATE_CODES).some((name) => sameState(name, state)), {
      error: 'must be a state of India as the reference list spells it (Gujarat, Tamil Nadu, …)',
    })
    .default('Gujarat'),
  /**
   * `false` for a supplier below the GST threshold, not registered: it charges no GST, and every
   * document it issues is a Bill of Supply.
   */
  SUPPLIER_GST_REGISTERED: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * The last day whose GST return (GSTR-1) the administrator has filed, 'YYYY-MM-DD': an invoice
   * dated on or before it is credited, never cancelled. Unset: each month's return is taken as
   * filed when it falls due, on the 11th of the next month.
   */
  GST_FILED_UNTIL: z
    .string()
    .regex(isoDatePattern, { error: 'must be a date YYYY-MM-DD' })
    .refine(isStorableDate, { error: 'must be a date YYYY-MM-DD' })
    .optional(),
  /**
   * The days the annual returns (GSTR-9) were filed, per financial year: '25-26:2026-09-30', several
   * separated by commas. A credit note for an invoice of that year may be issued until then when it
   * is before 30 November after the year (CGST Act s. 34(2)). Unset: 30 November for every year.
   */
  GST_ANNUAL_RETURN_FILED: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const filed: Record<string, string> = {};
      for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
        if (!entry) continue;
        const match = /^(\d{2})-(\d{2}):(\d{4}-\d{2}-\d{2})$/.exec(entry);
        const [, from = '', to = '', day = ''] = match ?? [];
        const yearEnds = 2000 + Number(to);
        if (
          !match ||
          (Number(from) + 1) % 100 !== Number(to) ||
          !isStorableDate(day) ||
          day < `${yearEnds}-04-01`
        ) {
          ctx.addIssue({
            code: 'custom',
            message: `must list financial year:day of filing, as 25-26:2026-09-30 (a day after the year's end): ${entry}`,
          });
          return z.NEVER;
        }
        filed[`${from}-${to}`] = day;
      }
      return filed;
    }),
  /**
   * The SAC of each kind of line a licence invoice prints (docs/decisions.md): the software
   * licence, the server charges, the WhatsApp balance. An accountant may set other codes.
   */
  SAC_LICENCE: sac('997331'),
  SAC_SERVER: sac('998315'),
  SAC_WHATSAPP: sac('998599'),
  /** The start of every invoice number (up to 4 letters or digits): 'YB/26-27/00042'. */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, { error: 'must be 1 to 4 capital letters or digits' })
    .default('YB'),
  /** The start of every credit note's number, its own series: 'CN/26-27/00001'. */
  CREDIT_NOTE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, { error: 'must be 1 to 4 capital letters or digits' })
    .default('CN'),
};

/** What the GST settings contradict among themselves (a line of the ConfigError), or undefined. */
export function gstSettingsProblem(env: {
  SUPPLIER_GSTIN: string;
  SUPPLIER_STATE: string;
  INVOICE_PREFIX: string;
  CREDIT_NOTE_PREFIX: string;
}): string | undefined {
  const state = stateOfGstin(env.SUPPLIER_GSTIN);
  if (state && !sameState(state, env.SUPPLIER_STATE))
    return `SUPPLIER_GSTIN: registered in ${state} (its first two digits), but SUPPLIER_STATE is ${env.SUPPLIER_STATE}`;
  if (env.INVOICE_PREFIX === env.CREDIT_NOTE_PREFIX)
    return 'CREDIT_NOTE_PREFIX: must differ from INVOICE_PREFIX (credit notes are their own series)';
  return undefined;
}
