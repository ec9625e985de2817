// Loaded with the first answer, not with the desk: zod stays off the first screen.
import '@/lib/zod-config';

export { deskMineListResponse, followResponse } from '@coal/contracts';
