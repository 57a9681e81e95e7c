import { MSG, PROFILE_SECTIONS, SECTION_FIELDS, type DraftInput, type ProfileSection } from '@sakinah/contract';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { fieldRefusal } from '../../errors';
import { isEmailTaken, isPhoneTaken, uniqueViolation, updateUserFields } from '../../core/member/users.repo';
import { findDraft, upsertDraft } from './drafts.repo';
import { rememberReleasedPhone } from '../../core/plans/trial-claims';
import type { MemberRow } from '../../db/member-row';
import { refreshCompletion } from '../../core/member/profile-completion';
import { fieldsOfCaste } from './faith.service';

type Sections = Record<string, Record<string, unknown>>;

/** Splits the editor's values into their sections and merges them over the saved draft. */
export async function saveDraft(ctx: AppContext, userId: string, input: DraftInput & Record<string, unknown>): Promise<Sections> {
  const existing = (await findDraft(ctx.db, userId))?.sections ?? {};
  const sections: Sections = { ...existing };
  for (const section of PROFILE_SECTIONS) {
    const values: Record<string, unknown> = {};
    for (const field of SECTION_FIELDS[section]) if (field in input) values[field] = input[field];
    if (Object.keys(values).length) sections[section] = { ...(existing[section] ?? {}), ...values };
  }
  await upsertDraft(ctx.db, userId, sections, input.currentSection ?? 'personal', ctx.now());
  return sections;
}

export async function loadDraft(ctx: AppContext, userId: string): Promise<{ drafts: Sections; currentSection: ProfileSection }> {
  const row = await findDraft(ctx.db, userId);
  return { drafts: row?.sections ?? {}, currentSection: (row?.currentSection as ProfileSection | undefined) ?? 'personal' };
}

/** Save Profile: every section validated again; email and phone stay unique. */
export async function saveProfile(ctx: AppContext, member: MemberRow, data: z.output<typeof profileUpdateSchema>): Promise<MemberRow> {
  if (data.email !== member.email && (await isEmailTaken(ctx.db, data.email, member.id))) throw fieldRefusal('CONFLICT', 'email', MSG.emailTaken);
  if (data.contactNo !== member.contactNo && (await isPhoneTaken(ctx.db, data.contactNo, member.id))) {
    throw fieldRefusal('CONFLICT', 'contactNo', MSG.phoneTaken);
  }
  try {
    await updateUserFields(ctx.db, member.id, {
      firstName: data.firstName,
      middleName: data.middleName || null,
      lastName: data.lastName,
      gender: data.gender,
      dob: data.dob,
      maritalStatus: data.maritalStatus,
      weight: data.weight,
      height: data.height,
      // A changed number is no longer a verified one.
      ...(data.contactNo !== member.contactNo ? { contactNo: data.contactNo, phoneVerifiedAt: null } : {}),
      email: data.email,
      address: data.address || null,
      state: data.state,
      city: data.city,
      education: data.education,
      occupation: data.occupation,
      workLocation: data.workLocation || null,
      annualIncome: data.annualIncome || null,
      fatherName: data.fatherName,
      motherName: data.motherName,
      siblings: data.siblings,
      familyType: data.familyType || null,
      familyValues: data.familyValues || null,
      caste: data.caste,
      // The old caste field keeps working: a changed caste is mapped into community, sect and school.
      ...(data.caste !== member.caste ? fieldsOfCaste(data.caste) : {}),
      casteInterestedIn: data.casteInterestedIn,
      ageRangePreference: data.ageRangePreference,
      heightPreference: data.heightPreference,
      educationPreference: data.educationPreference,
      occupationPreference: data.occupationPreference,
      locationPreference: data.locationPreference || null,
      aboutMe: data.aboutMe,
      expectations: data.expectations,
      ...(data.bio !== undefined ? { bio: data.bio || null } : {}),
      // A rejected member who edits and saves goes back to the review queue.
      ...(member.status === 'Rejected' ? { status: 'Pending' as const, submittedForReviewAt: ctx.now() } : {}),
    });
  } catch (error) {
    const which = uniqueViolation(error);
    if (which === 'email') throw fieldRefusal('CONFLICT', 'email', MSG.emailTaken);
    if (which === 'phone') throw fieldRefusal('CONFLICT', 'contactNo', MSG.phoneTaken);
    throw error;
  }
  const phoneChanged = data.contactNo !== member.contactNo;
  if (phoneChanged && member.contactNo && member.phoneVerifiedAt) await rememberReleasedPhone(ctx, member.id, member.contactNo);
  if (phoneChanged || data.email !== member.email) {
    await ctx.domainEvents.publish('contactDetailsChanged', { member, newEmail: data.email, phoneChanged });
  }
  if ((data.aboutMe !== undefined && data.aboutMe !== member.aboutMe) || (data.expectations !== undefined && data.expectations !== member.expectations)) {
    await ctx.domainEvents.publish('profileTextsChanged', { member, saved: { aboutMe: data.aboutMe, expectations: data.expectations } });
  }
  return refreshCompletion(ctx, member.id);
}
