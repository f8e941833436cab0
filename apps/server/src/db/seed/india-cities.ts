import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/** [city, state] of every city of India that the `country-state-city` package knows. */
export type CityOfState = [city: string, state: string];

// The package holds every city of the world (~100 MB of heap once loaded, and an import stays
// cached for the life of the process): it is read in a short-lived child process that prints
// India's 4,000-odd cities and exits. A worker thread did the same, but on Node 24 about 80 MB of
// what it used stayed with the server after it exited.
const readCities = `
const { City, State } = require(process.argv[1]);
const states = new Map(State.getStatesOfCountry('IN').map((state) => [state.isoCode, state.name]));
const cities = City.getCitiesOfCountry('IN') ?? [];
process.stdout.write(JSON.stringify(cities.map((city) => [city.name, states.get(city.stateCode) ?? city.stateCode])));`;

export async function loadIndianCities(): Promise<CityOfState[]> {
  const packagePath = createRequire(import.meta.url).resolve('country-state-city');
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', readCities, packagePath], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as CityOfState[];
}
