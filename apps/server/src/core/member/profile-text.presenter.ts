import type { MemberRow } from '../../db/member-row';

/**
 * The profile's written fields that her own record and another member's view of her both show, empty text where she
 * left one blank. A field added here is shown to other members: what only she may read (her address, the castes she
 * is interested in) is added by presentSelf alone.
 */
export function presentProfileText(member: MemberRow) {
  return {
    maritalStatus: member.maritalStatus ?? '',
    height: member.height ?? '',
    weight: member.weight ?? '',
    city: member.city ?? '',
    state: member.state ?? '',
    education: member.education ?? '',
    occupation: member.occupation ?? '',
    workLocation: member.workLocation ?? '',
    annualIncome: member.annualIncome ?? '',
    fatherName: member.fatherName ?? '',
    motherName: member.motherName ?? '',
    siblings: member.siblings ?? '',
    familyType: member.familyType ?? '',
    familyValues: member.familyValues ?? '',
    caste: member.caste ?? '',
    ageRangePreference: member.ageRangePreference ?? '',
    heightPreference: member.heightPreference ?? '',
    educationPreference: member.educationPreference ?? '',
    occupationPreference: member.occupationPreference ?? '',
    locationPreference: member.locationPreference ?? '',
    aboutMe: member.aboutMe ?? '',
    about: member.aboutMe ?? '',
    expectations: member.expectations ?? '',
  };
}
