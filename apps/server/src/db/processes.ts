import fs from 'node:fs';

/** What start-up needs to know about other processes (Linux /proc where it helps). */
type ProcessState = 'running' | 'zombie' | 'gone';

/** Whether `pid` runs, is dead but not yet reaped (a zombie), or is gone. */
export function processState(pid: number): ProcessState {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'running' : 'gone';
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z'
      ? 'zombie'
      : 'running';
  } catch {
    return 'running';
  }
}

/** True while the process runs; a zombie (killed, not yet reaped) counts as gone. */
export const isProcessAlive = (pid: number): boolean => processState(pid) === 'running';

export const realPath = (file: string) => {
  try {
    return fs.realpathSync(file);
  } catch {
    return null;
  }
};

/**
 * Running processes whose working folder is the cluster: every PostgreSQL process of it works
 * there (the postmaster and each backend). Empty where /proc cannot tell.
 */
export function processesInCluster(clusterDir: string): number[] {
  const cluster = realPath(clusterDir);
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .map(Number)
    .filter((pid) => realPath(`/proc/${pid}/cwd`) === cluster && processState(pid) === 'running');
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isProcessAlive(pid);
}
