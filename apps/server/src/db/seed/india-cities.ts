import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** [city, state] of every city of India that the `country-state-city` package knows. */
export type CityOfState = [city: string, state: string];

// The package holds every city of the world (~100 MB of heap once loaded, and an import stays
// cached for the life of the process): it is read in a worker thread that hands back India's
// 4,000-odd cities and exits, taking that memory with it.
const readCities = `
const { parentPort, workerData } = require('node:worker_threads');
const { City, State } = require(workerData);
const states = new Map(State.getStatesOfCountry('IN').map((state) => [state.isoCode, state.name]));
const cities = City.getCitiesOfCountry('IN') ?? [];
parentPort.postMessage(cities.map((city) => [city.name, states.get(city.stateCode) ?? city.stateCode]));`;

export function loadIndianCities(): Promise<CityOfState[]> {
  const packagePath = createRequire(import.meta.url).resolve('country-state-city');
  return new Promise((resolve, reject) => {
    const worker = new Worker(readCities, { eval: true, workerData: packagePath });
    worker.once('message', (cities: CityOfState[]) => resolve(cities));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the city reader stopped with code ${code}`)));
  });
}
