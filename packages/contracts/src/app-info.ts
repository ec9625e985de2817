import { z } from 'zod';
import { envelopeOf } from './envelope';

/** An account that still opens with its documented demo password. */
export const demoAccount = z.object({ userName: z.string(), password: z.string() });
export type DemoAccount = z.infer<typeof demoAccount>;

/** What the web app needs before sign-in: names to show and whether the data is sample data. */
export const appInfo = z.object({
  productName: z.string(),
  companyName: z.string(),
  version: z.string(),
  demoData: z.boolean(),
  /** On a demo installation, the accounts whose demo passwords are still in effect; else empty. */
  demoAccounts: z.array(demoAccount),
});
export type AppInfo = z.infer<typeof appInfo>;
export const appInfoResponse = envelopeOf(appInfo);
