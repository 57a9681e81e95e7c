import { z } from 'zod';
import { MSG } from '../messages';

export const PHOTO_PRIVACY = ['public', 'private'] as const;
export const ACCOUNT_PRIVACY = ['public', 'private'] as const;
export const PROFILE_VISIBILITY = ['public', 'followers', 'private'] as const;

export const photoPrivacySchema = z.object({
  photoPrivacy: z.enum(PHOTO_PRIVACY, { error: MSG.invalidPrivacyValue }),
});

/** Every field optional: a member changes one switch at a time. */
export const privacySettingsSchema = z
  .object({
    accountPrivacy: z.enum(ACCOUNT_PRIVACY, { error: MSG.invalidPrivacyValue }).optional(),
    profileVisibility: z.enum(PROFILE_VISIBILITY, { error: MSG.invalidPrivacyValue }).optional(),
    activityStatus: z.boolean({ error: MSG.invalidPrivacyValue }).optional(),
    searchable: z.boolean({ error: MSG.invalidPrivacyValue }).optional(),
    invisibleMode: z.boolean({ error: MSG.invalidPrivacyValue }).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: MSG.invalidPrivacyValue });

export const photoAccessTargetSchema = z.object({
  targetUserId: z.string({ error: MSG.userNotAvailable }).min(1, MSG.userNotAvailable).max(64),
  message: z.string().trim().max(300, MSG.fieldTooLong).optional(),
});
export const photoRequestsQuerySchema = z.object({ status: z.enum(['pending', 'accepted']).optional().default('pending') });
export const respondPhotoRequestSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: MSG.invalidAction }),
});
