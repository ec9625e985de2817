import { type ProfileSection } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { profileKeys } from './profile-keys';

/** All subsections of one section in one call. */
export async function getMineSection(mineId: number, section: ProfileSection, signal?: AbortSignal) {
  const body = await request({
    path: `/api/investigation/mine/${mineId}/section/${section}`,
    schema: () => import('./profile-schemas').then((m) => m.mineSectionResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const mineSectionQuery = (mineId: number, section: ProfileSection) =>
  queryOptions({
    queryKey: profileKeys.section(mineId, section),
    queryFn: ({ signal }) => getMineSection(mineId, section, signal),
    staleTime: 5 * 60_000,
  });

/** Loads a section only once it is wanted (shown, scrolled near, printed). */
export const useMineSection = ({
  mineId,
  section,
  enabled,
}: {
  mineId: number;
  section: ProfileSection;
  enabled: boolean;
}) => useQuery({ ...mineSectionQuery(mineId, section), enabled });
