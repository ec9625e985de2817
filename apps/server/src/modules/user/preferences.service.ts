import { USER_PREFERENCES, type UserPreferenceKey, type UserPreferenceValue } from '@coal/contracts';

type AnyPreference = UserPreferenceValue<UserPreferenceKey>;
import { BadRequestError } from '../../lib/errors';
import { isMessageKey } from '../../lib/i18n';
import type { PreferencesRepository } from './preferences.repository';

/** A user's preferences: each key's value checked against its own shape, stored for that user only. */
export function createPreferencesService({ store }: { store: PreferencesRepository }) {
  return {
    async read(userId: number, key: UserPreferenceKey): Promise<AnyPreference | null> {
      const stored = await store.find(userId, key);
      // A value stored under an older shape reads as none: the page falls back to its defaults.
      const parsed = USER_PREFERENCES[key].safeParse(stored);
      return parsed.success ? parsed.data : null;
    },

    async save(userId: number, key: UserPreferenceKey, value: unknown): Promise<AnyPreference> {
      const parsed = USER_PREFERENCES[key].safeParse(value);
      if (!parsed.success) {
        // The route checked the shape already: this guards a caller that skipped it.
        const [issue] = parsed.error.issues;
        const { key: custom, ...values } = (issue?.code === 'custom' ? issue.params : undefined) ?? {};
        const field = [key, ...(issue?.path ?? [])].join('.');
        if (typeof custom === 'string' && isMessageKey(custom))
          throw new BadRequestError(custom, { ...(values as Record<string, string>), field });
        throw new BadRequestError('preferences.invalidValue', { field });
      }
      await store.save(userId, key, parsed.data);
      return parsed.data;
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
