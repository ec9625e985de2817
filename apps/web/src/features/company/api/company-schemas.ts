// Loaded with the first answer, not with the page that asks: zod stays off the first screen.
import '@/lib/zod-config';

export { companyListResponse, companyProfileResponse, mapBoundariesResponse } from '@coal/contracts';
