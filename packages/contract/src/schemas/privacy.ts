import { z } from 'zod/mini';
import { MSG } from '../messages';

export const PHOTO_PRIVACY = ['public', 'private'] as const;
export const ACCOUNT_PRIVACY = ['public', 'private'] as const;
export const PROFILE_VISIBILITY = ['public', 'followers', 'private'] as const;

export const photoPrivacySchema = z.object({
  photoPrivacy: z.enum(PHOTO_PRIVACY, { error: MSG.invalidPrivacyValue }),
});

/** Every field optional: a member changes one switch at a time. */
export const privacySettingsSchema = z
  .strictObject({
    accountPrivacy: z.optional(z.enum(ACCOUNT_PRIVACY, { error: MSG.invalidPrivacyValue })),
    profileVisibility: z.optional(z.enum(PROFILE_VISIBILITY, { error: MSG.invalidPrivacyValue })),
    activityStatus: z.optional(z.boolean({ error: MSG.invalidPrivacyValue })),
    searchable: z.optional(z.boolean({ error: MSG.invalidPrivacyValue })),
    invisibleMode: z.optional(z.boolean({ error: MSG.invalidPrivacyValue })),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, { message: MSG.invalidPrivacyValue }));

export const photoAccessTargetSchema = z.object({
  targetUserId: z.string({ error: MSG.userNotAvailable }).check(z.minLength(1, MSG.userNotAvailable), z.maxLength(64)),
  message: z.optional(z.string().check(z.trim(), z.maxLength(300, MSG.fieldTooLong))),
});
export const photoRequestsQuerySchema = z.object({ status: z._default(z.optional(z.enum(['pending', 'accepted'])), 'pending') });
export const respondPhotoRequestSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: MSG.invalidAction }),
});
