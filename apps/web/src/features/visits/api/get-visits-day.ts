import type { VisitsDay } from '@yaar/shared';
import { visitPaths } from '@yaar/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /visits-day`: an employee's visits of a day in order. A failure throws. */
export async function getVisitsDay(UserId: number, Date: string): Promise<VisitsDay> {
  const answer = await api.post<VisitsDay>(visitPaths.visitsDay, { UserId, Date });
  return answer.data ?? { Visits: [], TravelledM: 0 };
}

export const useVisitsDay = (userId: number, day: string) =>
  useQuery({
    queryKey: ['visits', 'day', userId, day],
    queryFn: () => getVisitsDay(userId, day),
    enabled: userId > 0 && day !== '',
  });
