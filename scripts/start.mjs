// `npm start`: build what is missing or older than its sources, then run the server in this process.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const shared = newestMtime(at('packages/shared/src'));
const outputs = [
  {
    name: 'web app',
    output: at('apps/web/dist/index.html'),
    sources: [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/vite.config.ts')],
    command: 'npm run build -w apps/web',
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src')],
    command: 'npm run build -w apps/server',
  },
];

for (const { name, output, sources, command } of outputs) {
  const newestSource = Math.max(shared, ...sources.map(newestMtime));
  if (newestMtime(output) < newestSource) {
    console.log(`[yaar] Building the ${name}…`);
    execSync(command, { cwd: root, stdio: 'inherit' });
  }
}

await import(at('apps/server/dist/main.js'));
