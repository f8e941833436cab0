import type { UserPick } from '@yaar/shared';

/** A choice of a select whose value is not its label. */
export interface FieldOption {
  value: string | number;
  label: string;
}

/** Employees as select options: id, 'First Last'. */
export const employeeOptions = (employees: readonly UserPick[] | undefined) =>
  (employees ?? []).map((employee) => ({
    value: employee.id,
    label: `${employee.FirstName} ${employee.LastName}`.trim(),
  }));

/** Blank form values left out, so the server sees only what was chosen. */
export const withoutBlanks = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  ) as Partial<T>;
