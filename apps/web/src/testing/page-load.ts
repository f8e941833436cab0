import { vi } from 'vitest';

/**
 * A fresh page load at `path`, before the entry runs: the address, #root holding the boot splash
 * as index.html has it, and no module loaded yet (`vi.resetModules`), so each starts anew.
 */
export function freshPageLoadAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"><div class="boot-splash">Yaar Back Office</div></div>';
  vi.resetModules();
}
