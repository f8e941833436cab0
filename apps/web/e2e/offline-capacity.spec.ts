import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { uniqueSurname } from './support/leads';
import { waitingCount } from './support/offline';
import { installShell } from './support/phone';
import { signIn } from './support/pages';

/**
 * Issue 32's scale on one phone: 500 leads waiting, three ~300 KB photos each (what the phone keeps
 * after compressing), stored in the queue's IndexedDB and counted by the app after a reload. The
 * storage used is reported as an annotation; photos are random bytes (nothing compresses them).
 */
test('500 waiting leads with three photos each are stored on one device', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const staff = await registerEmployee(request, 'Capacity', uniqueSurname());
  await signIn(page, staff.email, staff.password);
  await installShell(page);
  await context.setOffline(true);

  const stored = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user')!) as { id: number };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('yaar-offline-queue');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
    });
    const photo = () => {
      const bytes = new Uint8Array(300 * 1024);
      for (let at = 0; at < bytes.length; at += 65_536) {
        crypto.getRandomValues(bytes.subarray(at, Math.min(at + 65_536, bytes.length)));
      }
      return bytes.buffer;
    };
    const before = (await navigator.storage.estimate()).usage ?? 0;
    for (let batch = 0; batch < 20; batch += 1) {
      const tx = db.transaction(['items', 'files'], 'readwrite');
      for (let n = 0; n < 25; n += 1) {
        const seq = batch * 25 + n + 1;
        tx.objectStore('items').put({
          id: `capacity-${seq}`,
          kind: 'lead-create',
          path: '/lead-create',
          userId: user.id,
          leadRef: `new:capacity-${seq}`,
          fields: { MobileNo: String(9_000_000_000 + seq), CompanyName: `Capacity ${seq}` },
          files: [],
          idempotencyKey: `capacity-key-${seq}`,
          createdAt: Date.now(),
          seq,
          attempts: 0,
          nextAttemptAt: Date.now(),
          state: 'waiting',
          summary: { title: `Capacity ${seq}`, detail: '' },
        });
        // The photos beside the item, as the queue's store keeps them (lib/offline-queue/store.ts).
        tx.objectStore('files').put(
          ['Hoarding', 'VFront', 'VBack'].map((field) => ({
            field,
            name: `${field}.jpg`,
            type: 'image/jpeg',
            data: photo(),
          })),
          `capacity-${seq}`,
        );
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error ?? new Error('The write failed'));
      });
    }
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    db.close();
    return { usedMb: (usage - before) / 2 ** 20, quotaMb: quota / 2 ** 20 };
  });
  test.info().annotations.push({
    type: 'storage for 500 leads × 3 photos',
    description: `${stored.usedMb.toFixed(0)} MB used of a ${stored.quotaMb.toFixed(0)} MB quota`,
  });

  // The app reads them all back after a reload with no network.
  await page.reload();
  await expect(waitingCount(page)).toHaveText('500 waiting to send', { timeout: 60_000 });

  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('yaar-offline-queue');
        open.onsuccess = () => {
          const tx = open.result.transaction(['items', 'files'], 'readwrite');
          tx.objectStore('items').clear();
          tx.objectStore('files').clear();
          tx.oncomplete = resolve;
        };
      }),
  );
});
