import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getInfo, sessionKeys, useSessionStore } from '@/lib/session';

export const userInfoQuery = () => queryOptions({ queryKey: sessionKeys.info(), queryFn: () => getInfo() });

/** Fresh profile from the server, kept in step with the session store. */
export function useUserInfo() {
  const query = useQuery(userInfoQuery());
  const setInfo = useSessionStore((s) => s.setInfo);
  useEffect(() => {
    if (query.data) setInfo(query.data);
  }, [query.data, setInfo]);
  return query;
}
