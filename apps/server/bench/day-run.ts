import { freePort } from '../test/database';
import { startAppProcess, type AppProcess } from './app-process';
import { signIn } from './sign-in';

/** The app in its own process on `databaseUrl`, and the administrator's bearer header for it. */
export async function startSignedInApp(
  env: Record<string, string>,
  databaseUrl: string,
): Promise<{ server: AppProcess; base: string; auth: Record<string, string> }> {
  const port = await freePort();
  const server = await startAppProcess({ ...env, PORT: String(port), DATABASE_URL: databaseUrl });
  const base = `http://127.0.0.1:${port}`;
  try {
    return { server, base, auth: await signIn(base) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * One day's run through the app (`POST /api{apiPath}` with `{ Date: day }`, as the schedule runs
 * it): how long it took and what it answered; throws when it did not answer with a run.
 */
export async function timeDayRun<Run>(
  base: string,
  auth: Record<string, string>,
  apiPath: string,
  day: string,
): Promise<{ seconds: number; run: Run }> {
  const started = performance.now();
  const answer = await fetch(`${base}/api${apiPath}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ Date: day }),
  });
  const body = (await answer.json()) as { data?: Run };
  if (!answer.ok || !body.data) throw new Error(`${apiPath} answered ${answer.status}`);
  return { seconds: (performance.now() - started) / 1000, run: body.data };
}
