// The address tree is shared with the register: one fetcher and one cache entry.
export { fetchRegions, regionsQuery, useRegions } from '@/lib/mine/regions';
