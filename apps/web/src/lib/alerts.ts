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
