// No zod here: the profile form and the avatar upload read these without loading any schema.

/** Mainland mobile numbers, or a landline with its area code (0851-85551234). */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** The limits of a person's own profile facts, shared by the form and the server. */
export const PROFILE_LIMITS = {
  nickName: 30,
  email: 100,
  phone: 20,
  jobName: 50,
  organizationName: 50,
  locationName: 50,
  personalWebsite: 200,
  introduction: 200,
} as const;

/** Avatars: what a browser may send, and the size they are stored at. */
export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  size: 256,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
