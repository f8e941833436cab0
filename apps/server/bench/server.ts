/**
 * The app under load, in its own process (as `npm start` runs it), so the load generator's work
 * and memory are not counted as the server's. Configured from the environment like main.ts, on
 * the DATABASE_URL the bench seeded; adds the ceiling route; says `ready` on stdout when listening.
 */
import { buildApp } from '../src/app';
import { readConfig } from '../src/env';
import { messageQueueOf } from '../src/modules/whatsapp';
import { openBenchContext } from './context';

const ceilingRows = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  CompanyName: `Company ${index + 1}`,
  OwnerName: 'Owner Name',
  MobileNo: String(9_000_000_000 + index),
  status: { MainStatus: 'Pending', SubStatus: 'Interested', StatusId: 3 },
}));

async function serve() {
  const config = readConfig();
  const { ctx, database } = await openBenchContext(config);

  const app = await buildApp(ctx);
  app.get('/bench/ceiling', async () => ({ status: 200, message: 'Fixed', data: ceilingRows }));
  // The customer messages' worker, as main.ts runs it (issue 44: the WhatsApp bench sends through it).
  const messages = messageQueueOf(ctx);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => messages.stop())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  await app.listen({ port: config.PORT, host: '127.0.0.1' });
  messages.start();
  console.log('ready');
}

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
