/** The reminders module's public face (eslint: no deeper import). */
export { reminderJob, REMINDER_JOB } from './reminder-job';
export { reminderRunRoutes, remindersRoutes } from './reminders.routes';
