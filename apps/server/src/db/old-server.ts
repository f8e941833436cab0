import fs from 'node:fs';
import path from 'node:path';
import { processState, processesInCluster, realPath, waitForExit } from './processes';
import { StartupError } from './startup-error';

/** How long start-up waits for the processes of a killed server to go. */
const OLD_SERVER_WAIT_MS = 30_000;

/**
 * Makes way for our server on a cluster an earlier app left behind. A postmaster still running
 * (its app was killed alone) is an orphan: shut down cleanly. One killed with its app (kill -9 of
 * the process group) may linger as a zombie, or with backends still exiting: wait (bounded) until
 * no process of the cluster runs; a zombie postmaster still answers `kill(pid, 0)`, which
 * PostgreSQL takes for a live server ('lock file "postmaster.pid" already exists'), so its stale
 * postmaster.pid is then removed.
 */
export async function clearOldServer(
  clusterDir: string,
  log: (line: string) => void,
): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const cwd = pid ? realPath(`/proc/${pid}/cwd`) : null;
  const isOurs = cwd === null || cwd === realPath(clusterDir);
  if (pid && isOurs && processState(pid) === 'running') {
    log(`Found PostgreSQL (pid ${pid}) left running by an earlier app; stopping it cleanly.`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 10_000);
    }
  }
  const deadline = Date.now() + OLD_SERVER_WAIT_MS;
  for (;;) {
    const running = processesInCluster(clusterDir);
    if (running.length === 0) break;
    if (Date.now() > deadline) {
      throw new StartupError(
        `PostgreSQL processes (pid ${running.join(', ')}) of an earlier run still use ${clusterDir}. ` +
          'Stop them, then start again.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (pid && processState(pid) === 'zombie') {
    log(
      `PostgreSQL (pid ${pid}) was killed with an earlier app; removing its stale postmaster.pid.`,
    );
    fs.rmSync(pidFile, { force: true });
  }
}
