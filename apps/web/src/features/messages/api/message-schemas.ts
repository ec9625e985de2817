// Loaded with the first answer, not with the layout: zod stays off the first screen.
import '@/lib/zod-config';

export { messageListResponse, messageReadResponse } from '@coal/contracts';
