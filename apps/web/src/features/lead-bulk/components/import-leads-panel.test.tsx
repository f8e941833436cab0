import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_IMPORT_BYTES, leadBulkMessages } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, renderApp } from '@/testing/render';
import { ImportLeadsPanel } from './import-leads-panel';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const chooser = () => screen.getByLabelText('Choose an Excel file or drop it here');

describe('ImportLeadsPanel', () => {
  it("gives the spec's messages before any upload", async () => {
    renderApp(<ImportLeadsPanel />, { user: adminUser });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(leadBulkMessages.fileRequiredBeforeUpload)).toBeInTheDocument();

    await userEvent.upload(chooser(), new File(['a,b'], 'leads.csv', { type: 'text/csv' }), {
      applyAccept: false,
    });
    expect(screen.getByText(leadBulkMessages.fileType)).toBeInTheDocument();

    const large = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'leads.xlsx');
    await userEvent.upload(chooser(), large);
    expect(screen.getByText(leadBulkMessages.fileSize)).toBeInTheDocument();

    await userEvent.upload(chooser(), new File(['x'], 'leads.XLS'));
    expect(screen.queryByText(leadBulkMessages.fileSize)).not.toBeInTheDocument();
    expect(screen.queryByText(leadBulkMessages.fileType)).not.toBeInTheDocument();
  });
});
