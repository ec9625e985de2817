import { z } from 'zod';
import { envelopeOf } from './envelope';

/** What the web app needs before sign-in: names to show and whether the data is sample data. */
export const appInfo = z.object({
  productName: z.string(),
  companyName: z.string(),
  version: z.string(),
  demoData: z.boolean(),
});
export type AppInfo = z.infer<typeof appInfo>;
export const appInfoResponse = envelopeOf(appInfo);
