/** The profile page of a company (SPEC.md §2: `/profile/basic`, the company named by `id`). */
export const companyHref = (companyId: number): string => `/profile/basic?id=${companyId}`;
