/** The cities module's public face: what other modules may use (eslint: no deeper import). */
export { cityExists, findStateName } from './cities.service';
export { citiesRoutes } from './cities.routes';
