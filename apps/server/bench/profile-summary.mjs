// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by package/folder,
// the top N of each, as a share of the busy (non-idle) time. Usage:
//   node profile-summary.mjs FILE [N] [LAST_SECONDS]
// LAST_SECONDS keeps only the profile's last seconds (the route loaded last, after the ceiling).
import fs from 'node:fs';

const [file, topArg = '25', lastArg] = process.argv.slice(2);
const top = Number(topArg);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
const deltas = profile.timeDeltas;
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : profile.startTime;
let clock = profile.startTime;
profile.samples.forEach((id, index) => {
  clock += deltas[index] ?? 0;
  if (clock >= from) selfMicros.set(id, (selfMicros.get(id) ?? 0) + (deltas[index] ?? 0));
});

const where = (url) => {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  return url.replace(/^file:\/\//, '').replace(/^.*\/(apps|packages)\//, '$1/');
};

const byFunction = new Map();
const byPlace = new Map();
let busy = 0;
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id);
  const name = callFrame.functionName || '(anonymous)';
  if (name === '(idle)' || name === '(program)') continue;
  busy += micros;
  const place = name.startsWith('(') ? name : where(callFrame.url);
  const key = `${name}  ${place}:${callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([key, micros]) =>
      console.log(`${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${key}`),
    );
};
console.log(
  `busy ${(busy / 1e6).toFixed(2)} s of ${((profile.endTime - from) / 1e6).toFixed(2)} s`,
);
print('self time by package or file', byPlace);
print('self time by function', byFunction);
