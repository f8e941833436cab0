// `npm run lint:openapi`: builds the app, writes both OpenAPI documents to a temporary folder and
// lints them with Redocly's recommended rules, offline; any warning or error fails the lint.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-openapi-'));
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
try {
  execFileSync('npx', ['tsx', 'apps/server/openapi-docs.ts', dir], { stdio: 'inherit', env });
  fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
  let problemsFound = 0;
  for (const file of ['api.json', 'oyaar-api.json']) {
    let report;
    try {
      report = execFileSync(
        path.resolve('node_modules/.bin/redocly'),
        ['lint', file, '--format=json'],
        { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
    } catch (error) {
      report = error.stdout;
    }
    const { totals, problems } = JSON.parse(report);
    for (const problem of problems)
      console.error(
        `${file}: ${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location?.[0]?.pointer ?? ''})`,
      );
    console.log(`OpenAPI ${file}: ${totals.errors} errors, ${totals.warnings} warnings`);
    problemsFound += totals.errors + totals.warnings;
  }
  if (problemsFound > 0) process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
