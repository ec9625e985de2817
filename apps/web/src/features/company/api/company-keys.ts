/** Query keys of the companies list and profiles. */
export const companyKeys = {
  all: ['company'] as const,
  list: (query: object) => [...companyKeys.all, 'list', query] as const,
  profile: (id: number) => [...companyKeys.all, 'profile', id] as const,
};
