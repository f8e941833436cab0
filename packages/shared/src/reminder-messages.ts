// No zod here: the dashboard's "Remind me" button reads these without building the schemas.

/** The devices one user may keep subscribed; the one renewed longest ago makes room for a new one. */
export const MAX_PUSH_DEVICES = 10;
/** The longest endpoint taken (FCM's and Apple's are under 300 characters). */
export const PUSH_ENDPOINT_MAX = 1024;
/** How many days back an administrator may run the reminders of (after an outage). */
export const REMINDER_RUN_DAYS_BACK = 7;

export const reminderMessages = {
  pushKey: 'Push key.',
  subscribed: 'You will be reminded of your follow-ups on this device.',
  unsubscribed: 'This device will no longer be reminded of your follow-ups.',
  endpointRequired: 'Send the push endpoint of this device.',
  endpointInvalid: 'The push endpoint must be an https address.',
  endpointTooLong: `The push endpoint must be at most ${PUSH_ENDPOINT_MAX} characters.`,
  endpointNotPushService: 'This address is not a push service this app sends to.',
  keyInvalid: "The device's push keys are not valid.",
  dateRequired: 'Please enter the Date.',
  dateOutOfRange: `Reminders can be sent for today or up to ${REMINDER_RUN_DAYS_BACK} days before.`,
  run: 'Reminders sent.',
  // The web app's texts.
  remindMe: 'Remind me of my follow-ups',
  reminding: 'Follow-up reminders are on for this device.',
  permissionDenied:
    'Notifications are blocked for this site. Allow them in the browser settings, then try again.',
  unsupported: 'This browser cannot show notifications from the app.',
  addToHomeScreen:
    'To get reminders on an iPhone or iPad, first add this app to the Home Screen: tap Share, then "Add to Home Screen", and open it from there.',
  subscribeFailed: 'Could not turn on reminders on this device. Please try again.',
} as const;
