import { z } from 'zod';
import { envelopeOf } from './envelope';

/** What a user can be alerted to about the mines they follow. */
export const ALERT_KINDS = ['negativeNews', 'penalty', 'accident', 'dishonest', 'licence'] as const;
export const alertKind = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof alertKind>;

/** Licences expiring within this many days become to-dos; within the urgent window they are red (3). */
export const LICENCE_TODO_DAYS = 90;
export const LICENCE_URGENT_DAYS = 30;

export const alertSettings = z.object({ enabled: z.array(alertKind) });
export type AlertSettings = z.infer<typeof alertSettings>;
export const alertSettingsBody = z.object({ enabled: z.array(alertKind).max(ALERT_KINDS.length) });
export const alertSettingsResponse = envelopeOf(alertSettings);
