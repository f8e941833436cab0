import { useState } from 'react';
import { reminderMessages } from '@yaar/shared';
import { notificationsAllowed, pushSupport, subscribeThisDevice } from '../api/push-device';
import { t } from '@/lib/i18n/language';

type Note = { text: string; tone: 'info' | 'warning' | 'success' } | null;

/**
 * "Remind me of my follow-ups" (issue 33): notification permission is asked only when tapped; on
 * an iPhone or iPad outside the installed app it explains that the app must be added to the Home
 * Screen first. Once allowed, the device is subscribed and the button says reminders are on.
 */
export function RemindMeButton() {
  const [on, setOn] = useState(notificationsAllowed);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  async function handleClick() {
    const support = pushSupport();
    if (support === 'add-to-home-screen')
      return setNote({ text: reminderMessages.addToHomeScreen, tone: 'info' });
    if (support === 'unsupported')
      return setNote({ text: reminderMessages.unsupported, tone: 'warning' });
    setBusy(true);
    setNote(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted')
        return setNote({ text: reminderMessages.permissionDenied, tone: 'warning' });
      await subscribeThisDevice();
      setOn(true);
      setNote({ text: reminderMessages.reminding, tone: 'success' });
    } catch {
      setNote({ text: reminderMessages.subscribeFailed, tone: 'warning' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="section mt-3">
      {on && !note ? (
        <p className="text-body-secondary mb-0">
          <i className="bi bi-bell me-2" aria-hidden="true" />
          {t(reminderMessages.reminding)}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={busy}
          onClick={() => void handleClick()}
        >
          <i className="bi bi-bell me-2" aria-hidden="true" />
          {t(reminderMessages.remindMe)}
        </button>
      )}
      {note ? (
        <p className={`alert alert-${note.tone} mt-2 mb-0`} role="status">
          {t(note.text)}
        </p>
      ) : null}
    </section>
  );
}
