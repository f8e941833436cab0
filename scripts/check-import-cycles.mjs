// `npm run lint:cycles` (part of `npm run lint`): no import cycles anywhere in the repository.
// Every .ts/.tsx/.mjs/.js file under apps/, packages/ and scripts/ is read with TypeScript's own
// import scanner (static, `import type`, `export … from` and `import()` alike) and each import is
// resolved as its workspace's tsconfig resolves it (`@/…`, `@yaar/shared`). Files that import each
// other, directly or round a longer circle, are named with the circle, and so are server modules
// or web features that do so through their index files; the fix is to move what both need into a
// third file (or module) that both import. Arguments: other folders to check instead.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const roots = process.argv.length > 2 ? process.argv.slice(2) : ['apps', 'packages', 'scripts'];
const skipped = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'migrations',
]);

function sourceFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The compiler options of the nearest tsconfig.json above `file` (read once per folder). */
const optionsOfConfig = new Map();
function compilerOptionsFor(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'tsconfig.json')) && dir !== path.dirname(dir))
    dir = path.dirname(dir);
  const config = path.join(dir, 'tsconfig.json');
  if (!optionsOfConfig.has(config)) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      config,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    optionsOfConfig.set(config, parsed?.options ?? {});
  }
  return optionsOfConfig.get(config);
}

const files = roots.flatMap((dir) => sourceFiles(path.resolve(root, dir)));
const known = new Set(files);
const cache = new Map();
/** file → the repository files it imports. */
const graph = new Map();
for (const file of files) {
  const options = compilerOptionsFor(file);
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const { resolvedModule } = ts.resolveModuleName(
      fileName,
      file,
      options,
      ts.sys,
      cache.get(options),
    );
    const target = resolvedModule && path.resolve(resolvedModule.resolvedFileName);
    if (target && known.has(target)) targets.add(target);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: each component of more than one node (or a node that
// imports itself) is a cycle.
function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function connect(node) {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node).includes(node)) found.push(component);
  }
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** One circle through the component, from its first node back to it (breadth-first). */
function circleThrough(graph, component) {
  const members = new Set(component);
  const [start] = [...component].sort();
  const from = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node)) {
      if (!members.has(next)) continue;
      if (next === start) {
        const circle = [start];
        for (let at = node; at !== start; at = from.get(at)) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!from.has(next)) {
        from.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * The same graph by folder: a server module (`modules/<name>`, the companion's `companion/<name>`)
 * or a web feature (`features/<name>`) is one node, so two modules that import each other through
 * their index.ts files are a cycle even when no single file circles back.
 */
const unitOf = (file) =>
  /^(apps\/server\/src\/(?:modules|companion)\/[^/]+|apps\/web\/src\/features\/[^/]+)\//.exec(
    path.relative(root, file),
  )?.[1];
const units = new Map();
for (const [file, targets] of graph) {
  const unit = unitOf(file);
  if (!unit) continue;
  if (!units.has(unit)) units.set(unit, new Set());
  for (const target of targets) {
    const other = unitOf(target);
    if (other && other !== unit) units.get(unit).add(other);
  }
}
const unitGraph = new Map([...units].map(([unit, targets]) => [unit, [...targets]]));

const problems = [
  ...cyclesOf(graph).map((component) => ({
    what: 'Import cycle',
    size: `${component.length} files`,
    circle: circleThrough(graph, component).map((file) => path.relative(root, file)),
  })),
  ...cyclesOf(unitGraph).map((component) => ({
    what: 'Module cycle',
    size: `${component.length} folders`,
    circle: circleThrough(unitGraph, component),
  })),
];
for (const { what, size, circle } of problems)
  console.error(`${what} (${size}): ${circle.join(' → ')}`);
if (problems.length > 0) {
  console.error(
    `${problems.length} import cycle(s): move what both sides need into a file (or module) both import.`,
  );
  process.exit(1);
}
console.log(`No import cycles in ${files.length} files (${unitGraph.size} modules and features).`);
