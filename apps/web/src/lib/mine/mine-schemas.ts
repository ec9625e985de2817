// Loaded with the first answer, not with the pages that ask: zod stays off the first screen.
import '@/lib/zod-config';

export { nameSearchResponse, provinceOverviewResponse, regionTreeResponse } from '@coal/contracts';
