import { screen } from '@testing-library/react';
import { apiMessages } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { LastBackup } from './last-backup';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const health = (backup: object) => ({
  database: 'up',
  store: 'up',
  redis: 'not configured',
  backup,
});

describe('LastBackup', () => {
  it('names the last good backup, quietly while it is recent', async () => {
    const lastGoodAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    mockFetch({ 'GET /api/health': ok('OK', health({ state: 'ok', lastGoodAt })) });
    renderApp(<LastBackup />, { user: adminUser });
    expect(await screen.findByText(/^Last backup: /)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the last good backup is older than two days, or there is none', async () => {
    const lastGoodAt = new Date(Date.now() - 50 * 3_600_000).toISOString();
    mockFetch({ 'GET /api/health': ok('OK', health({ state: 'ok', lastGoodAt })) });
    renderApp(<LastBackup />, { user: adminUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Last backup: /);
  });

  it('warns with what the health check says when backups have failed for two days', async () => {
    mockFetch({ 'GET /api/health': failure(503, apiMessages.backupsFailing) });
    renderApp(<LastBackup />, { user: adminUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.backupsFailing);
  });

  it('warns when no backup was ever made', async () => {
    mockFetch({ 'GET /api/health': ok('OK', health({ state: 'never', lastGoodAt: null })) });
    renderApp(<LastBackup />, { user: adminUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('Last backup: none yet');
  });
});
