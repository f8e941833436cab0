import { healthPaths, type BackupHealth, type Health } from '@yaar/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The nightly backups as `GET /health` reports them (administrator's dashboard). No global alert:
 * a 503 here is the health check speaking (e.g. backups failing for two days), shown in place.
 */
export async function getBackupHealth(): Promise<BackupHealth | null> {
  const answer = await api.get<Health>(healthPaths.health, { skipGlobalAlert: true });
  return answer.data?.backup ?? null;
}

export const useBackupHealth = () =>
  useQuery({ queryKey: ['health', 'backup'], queryFn: getBackupHealth, retry: false });
