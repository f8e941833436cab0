import Swal from 'sweetalert2';

export interface AlertOptions {
  title: string;
  text: string;
  icon: 'error' | 'success' | 'warning' | 'info' | 'question';
}

/** One SweetAlert2 dialog; resolves when it is closed. */
export async function showAlert({ title, text, icon }: AlertOptions): Promise<void> {
  await Swal.fire({ title, text, icon });
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmButtonText: string;
  cancelButtonText: string;
}

/** A question with a confirm and a cancel button; true when confirmed. */
export async function confirmAlert(options: ConfirmOptions): Promise<boolean> {
  const result = await Swal.fire({
    ...options,
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
  void Swal.fire({
    title,
    text,
    allowOutsideClick: false,
    allowEscapeKey: false,
    showConfirmButton: false,
    didOpen: () => Swal.showLoading(),
  });
}
