/**
 * SweetAlert2 dialogs. The library is loaded on the first alert, not with the app: the sign-in
 * page does not pay for it. Buttons take the app's accent colour (`--yaar-accent`).
 */
import { translateShown } from './i18n/language';

const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** The accent colour of the design tokens, for the dialogs' confirm button. */
function accentColor(): string | undefined {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--yaar-accent');
  return value.trim() || undefined;
}

export interface AlertOptions {
  title: string;
  text: string;
  icon: 'error' | 'success' | 'warning' | 'info' | 'question';
}

/** One SweetAlert2 dialog; resolves when it is closed. */
export async function showAlert({ title, text, icon }: AlertOptions): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    title: translateShown(title),
    text: translateShown(text),
    icon,
    confirmButtonColor: accentColor(),
  });
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmButtonText: string;
  cancelButtonText: string;
}

/** A question with a confirm and a cancel button; true when confirmed. */
export async function confirmAlert(options: ConfirmOptions): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title: translateShown(options.title),
    text: translateShown(options.text),
    confirmButtonText: translateShown(options.confirmButtonText),
    cancelButtonText: translateShown(options.cancelButtonText),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonColor: '#dc3545',
    reverseButtons: true,
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** A 'please wait' dialog with a spinner and no buttons; the next alert replaces it. */
export function showProgressAlert({ title, text }: { title: string; text: string }) {
  void loadSwal().then((Swal) =>
    Swal.fire({
      title: translateShown(title),
      text: translateShown(text),
      allowOutsideClick: false,
      allowEscapeKey: false,
      showConfirmButton: false,
      didOpen: () => Swal.showLoading(),
    }),
  );
}
