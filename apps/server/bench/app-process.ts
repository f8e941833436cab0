import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface AppProcess {
  pid: number;
  /** Resident memory now, in MiB (from /proc). */
  rssMb(): number;
  /** The highest resident memory since the last `resetPeak`, in MiB (VmHWM). */
  peakRssMb(): number;
  /** Starts a new peak (writes 5 to clear_refs); false where the kernel does not allow it. */
  resetPeak(): boolean;
  stop(): Promise<void>;
}

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const serverBundle = fileURLToPath(new URL('../dist/bench-server.js', import.meta.url));

type BundleServer = (entry: string, outfile: string) => Promise<void>;

/**
 * Bundles bench/server.ts as `npm start`'s server is bundled (so no TypeScript loader sits in the
 * measured process), starts it in its own Node process with `env`; resolves once it listens.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const buildScript = new URL('../build.mjs', import.meta.url).href;
  const { bundleServer } = (await import(buildScript)) as { bundleServer: BundleServer };
  await bundleServer(serverEntry, serverBundle);
  // The heap sizes npm start gives the server (package.json): Node 24's defaults hold far more.
  // BENCH_CPU_PROF_DIR: the server writes a V8 CPU profile there when it stops (npm run bench:profile).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=16', '--max-old-space-size=512', ...profile, serverBundle],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const statusKb = (field: string) => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  };
  const handle: AppProcess = {
    pid: child.pid!,
    rssMb: () => Math.round(statusKb('VmRSS') / 1024),
    peakRssMb: () => Math.round(statusKb('VmHWM') / 1024),
    resetPeak: () => {
      try {
        fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(handle);
    });
  });
}
