/** The cities module's public face: what other modules may use (eslint: no deeper import). */
export { cityExists } from './cities.service';
