import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockFetch } from '@/testing/mock-fetch';
import { stubObjectUrls } from '@/testing/object-urls';
import { renderApp, staffUser } from '@/testing/render';
import { formatBytes, useExport } from './use-export';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

function ExportProbe() {
  const exporter = useExport({ path: '/things-export', fileName: 'things.xlsx' });
  return (
    <>
      <button type="button" onClick={() => void exporter.start({ Export: true })}>
        Export
      </button>
      <p>received {exporter.bytesReceived}</p>
      <p>error {exporter.error ?? 'none'}</p>
    </>
  );
}

describe('useExport', () => {
  it('saves the file under its name and counts the bytes received', async () => {
    stubObjectUrls('blob:things');
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      'POST /api/things-export': { status: 200, body: 'x'.repeat(30) },
    });
    renderApp(<ExportProbe />, { user: staffUser });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('things.xlsx');
    // The body is the JSON of the 30-character string: 32 bytes.
    expect(screen.getByText('received 32')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"Export":true}');
  });

  it('says why the export failed', async () => {
    mockFetch({ 'POST /api/things-export': failure(403, 'You are not allowed to do this.') });
    renderApp(<ExportProbe />, { user: staffUser });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('error You are not allowed to do this.')).toBeInTheDocument();
  });

  it('reads bytes for people', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
  });
});
