import { z } from 'zod';
import { envelopeOf } from './envelope';
import { REGISTER_FIELD_BY_KEY, REGISTER_FIELDS, TABLE_DENSITIES } from './register-fields';

/** The register's columns as a user arranged them: order, which are shown, widths, and the row height. */
export const registerColumnSettings = z.object({
  columns: z
    .array(
      z.object({
        key: z
          .string()
          .max(40)
          .superRefine((key, ctx) => {
            if (!REGISTER_FIELD_BY_KEY.has(key))
              ctx.addIssue({ code: 'custom', params: { key: 'preferences.unknownColumn', column: key } });
          }),
        visible: z.boolean(),
        width: z.number().int().min(60).max(800).optional(),
      }),
    )
    .max(REGISTER_FIELDS.length)
    .refine((cols) => new Set(cols.map((c) => c.key)).size === cols.length, {
      params: { key: 'preferences.duplicateColumn' },
    }),
  density: z.enum(TABLE_DENSITIES),
});
export type RegisterColumnSettings = z.infer<typeof registerColumnSettings>;

/** Every preference a user may store, by key, with the shape of its value: nothing else is accepted. */
export const USER_PREFERENCES = {
  registerColumns: registerColumnSettings,
} as const;
export type UserPreferenceKey = keyof typeof USER_PREFERENCES;
export type UserPreferenceValue<K extends UserPreferenceKey> = z.infer<(typeof USER_PREFERENCES)[K]>;

export const USER_PREFERENCE_KEYS = Object.keys(USER_PREFERENCES) as UserPreferenceKey[];
export const userPreferenceParams = z.object({
  key: z.enum(USER_PREFERENCE_KEYS as [UserPreferenceKey, ...UserPreferenceKey[]]),
});
/** Any stored preference's value (each key's own shape is checked by the server against its key). */
export const userPreferenceValue = z.union([USER_PREFERENCES.registerColumns]);
/** Null until the user stores one. */
export const userPreferenceResponse = envelopeOf(userPreferenceValue.nullable());
