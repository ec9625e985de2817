import { z } from 'zod';
import { envelopeOf } from './envelope';

/** An account that still opens with its documented demo password. */
export const demoAccount = z.object({ userName: z.string(), password: z.string() });
export type DemoAccount = z.infer<typeof demoAccount>;

/** What the web app needs before sign-in: names to show and whether the data is sample data. */
export const appInfo = z.object({
  productName: z.string(),
  companyName: z.string(),
  /** The operator's name in English, when known: the English interface shows it instead. */
  companyNameEn: z.string().optional(),
  version: z.string(),
  demoData: z.boolean(),
  /** On a demo installation, the accounts whose demo passwords are still in effect; else empty. */
  demoAccounts: z.array(demoAccount),
});
export type AppInfo = z.infer<typeof appInfo>;

/** The operating centre the product ships for, in both languages. */
export const DEFAULT_COMPANY_NAME = {
  zh: '贵州省煤炭产业大数据信息中心',
  en: 'Guizhou Coal Industry Big Data Information Center',
} as const;
export const appInfoResponse = envelopeOf(appInfo);
