import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordTrialClaims } from '../plans/trial-claims.repo';
import { lockKey } from '../../db/locks';
import { imagesLockKey } from '../media/photos.repo';
import {
  accountDepartures,
  drafts, emailChanges, images, passwordResetTokens, releasedPhones, photoAccessRequests, profileRequests, sessions, users,
} from '../../db/schema';

/** Why she left, as she chose to say it, and the paid days she gave up (account_departures). */
export interface Departure {
  reasons: string[];
  note: string | null;
  paidDaysLeft: number;
}

/**
 * Removes a member's personal data in one transaction. The row stays (payments refer to it, for
 * the accounts) but holds nothing personal; photos' storage keys are returned for deletion.
 */
export async function scrubMember(
  db: Database,
  input: { userId: string; now: Date; unusablePasswordHash: string; trialClaimDigests: string[]; departure?: Departure | undefined },
): Promise<string[]> {
  const { userId, now, unusablePasswordHash } = input;
  return db.transaction(async (tx) => {
    // The lock an upload takes to add her photos: an upload finishing now either added them before this
    // reads them (they are removed below) or finds her deleted and adds nothing.
    await lockKey(tx, imagesLockKey(userId));
    // A trial she had stays remembered by her phone and email (those started before trial_claims existed too).
    await recordTrialClaims(tx, input.trialClaimDigests, now);
    const photoKeys = (await tx.select({ key: images.storageKey }).from(images).where(eq(images.userId, userId))).map((r) => r.key);
    await tx
      .update(users)
      .set({
        deletedAt: now,
        updatedAt: now,
        email: `deleted+${userId}@deleted.invalid`,
        contactNo: null,
        phoneVerifiedAt: null,
        passwordHash: unusablePasswordHash,
        firstName: 'Deleted',
        middleName: null,
        lastName: 'Member',
        bio: null,
        customRelation: null,
        dob: null,
        maritalStatus: null,
        height: null,
        weight: null,
        address: null,
        city: null,
        state: null,
        education: null,
        occupation: null,
        workLocation: null,
        annualIncome: null,
        fatherName: null,
        motherName: null,
        siblings: null,
        familyType: null,
        familyValues: null,
        caste: null,
        casteInterestedIn: [],
        ageRangePreference: null,
        heightPreference: null,
        educationPreference: null,
        occupationPreference: null,
        locationPreference: null,
        aboutMe: null,
        expectations: null,
        avatarImageId: null,
        searchable: false,
        lastActiveAt: null,
      })
      .where(eq(users.id, userId));
    await tx.delete(images).where(eq(images.userId, userId));
    await tx.delete(drafts).where(eq(drafts.userId, userId));
    await tx.delete(photoAccessRequests).where(or(eq(photoAccessRequests.ownerId, userId), eq(photoAccessRequests.requesterId, userId)));
    await tx.delete(profileRequests).where(or(eq(profileRequests.senderId, userId), eq(profileRequests.receiverId, userId)));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    // Recorded above as claims when she had a trial; without one they are hers no more.
    await tx.delete(releasedPhones).where(eq(releasedPhones.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (input.departure) {
      await tx.insert(accountDepartures).values({ userId, reasons: input.departure.reasons, note: input.departure.note, paidDaysLeft: input.departure.paidDaysLeft, createdAt: now });
    }
    return photoKeys;
  });
}
