import { expect, it } from 'vitest';
import { expandFunctions, functionSql } from './migration-files';

it("writes a migration's @apply-function line out as the function's file, and refuses one it cannot", () => {
  const statement = '-- why\n-- @apply-function notify_auth_changed d4d61ceda7b1\nselect 1;\n';
  expect(expandFunctions(statement)).toBe(
    `-- why\n${functionSql('notify_auth_changed')}\nselect 1;\n`,
  );
  expect(expandFunctions('-- @apply-function companion.registration_days_add\n')).toContain(
    'CREATE OR REPLACE FUNCTION companion.registration_days_add(',
  );
  expect(() => expandFunctions('-- @apply-function notify_auth_changed v2\n')).toThrow(
    /not understood/,
  );
  expect(() => expandFunctions('-- @apply-function no_such_function\n')).toThrow(/has no file/);
  expect(() => expandFunctions('-- @apply-function ../client\n')).toThrow(/has no file/);
});
