/** The lead-timeline module's public face: `POST /lead-timeline` (issue 43). */
export { leadTimelineRoutes } from './lead-timeline.routes';
