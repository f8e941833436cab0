// `npm run seed:demo`: demo data on the configured database (the embedded one by default, started
// the same way `npm start` starts it). Stop the app first when it runs on the same DATA_DIR.
import { StartupError } from '../db/embedded-postgres';
import { ConfigError, readConfig } from '../env';
import { createDevSmsSender } from '../lib/sms';
import { createAppContext } from '../app-context';
import { prepareDatabase } from '../db/prepare';
import { DEMO_PASSWORD, seedDemo } from './demo';

const log = (line: string) => console.log(`[yaar] ${line}`);

async function run() {
  const config = readConfig();
  const database = await prepareDatabase(config, log);
  try {
    const ctx = createAppContext(database.db, config, createDevSmsSender(log));
    const result = await seedDemo(ctx);
    if (!result.created) {
      log(result.reason);
      return;
    }
    log(
      `Added ${result.leads} demo leads with ${result.followUps} follow-ups and ${result.photos} photos.`,
    );
    log(
      `Added ${result.licenceTransactions} licence transactions over the last year (all three products).`,
    );
    log(`Demo employees (password for each: ${DEMO_PASSWORD}):`);
    for (const employee of result.employees) {
      log(`  ${employee.firstName} ${employee.lastName}  ${employee.email}`);
    }
    if (result.adminPassword) {
      log(
        `Created the administrator ${config.ADMIN_EMAIL} with the password: ${result.adminPassword}`,
      );
    } else {
      log(`The administrator is ${config.ADMIN_EMAIL} (its password is unchanged).`);
    }
  } finally {
    await database.close();
    await database.embedded?.stop();
  }
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError)
    console.error(`[yaar] ${error.message}`);
  else console.error('[yaar] The demo seed failed:', error);
  process.exit(1);
});
