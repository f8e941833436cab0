import type { Announcement, AnnouncementInput } from '@yaar/shared';
import { announcementPaths } from '@yaar/shared';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { oyaarApi } from '@/lib/api';

const announcementKeys = { all: ['companion', 'announcements'] as const };

/** The newest announcements, with whether the push service took each. */
export const useAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.all,
    queryFn: async () =>
      (await oyaarApi.get<Announcement[]>(announcementPaths.announcementList)).data ?? [],
  });

export const useSendAnnouncement = () =>
  useInvalidatingMutation(
    announcementKeys.all,
    async (body: AnnouncementInput) =>
      (await oyaarApi.post<never>(announcementPaths.announcementForAll, body)).message,
  );
