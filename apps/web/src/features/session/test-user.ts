import type { SessionUser } from './session';

/** A whole member as the server sends it (for tests): every text '' and nothing set, then `overrides`. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'u1', id: 'u1', role: 'member', firstName: 'Zainab', middleName: '', lastName: 'Khan', name: 'Zainab Khan', userName: 'z',
    email: 'z@example.com', contactNo: '', phoneVerified: true, bio: '', profileFor: 'self', customRelation: '', accountHolder: 'self', accountHolderName: '', avatar: null,
    avatarThumb: null, images: [], status: 'Pending', rejectionReason: null, paymentStatus: 'unpaid', isPaymentComplete: false,
    isProfileComplete: false, dob: '', age: null, gender: '', maritalStatus: '', height: '', weight: '', address: '', city: '', state: '',
    education: '', occupation: '', workLocation: '', annualIncome: '', income: '', fatherName: '', motherName: '', siblings: '',
    familyType: '', familyValues: '', caste: '', casteInterestedIn: [], ageRangePreference: '', heightPreference: '',
    educationPreference: '', occupationPreference: '', locationPreference: '', aboutMe: '', about: '', expectations: '',
    photoPrivacy: 'private', accountPrivacy: 'public', profileVisibility: 'public', activityStatus: true, searchable: true,
    invisibleMode: false, deactivated: false, verificationStatus: 'none', verified: false, createdAt: '2025-01-01T00:00:00.000Z',
    language: 'en', renewalReminders: true, dailySuggestionMail: false, guardianApprovesContacts: false, guardianOnCalls: false, subscription: null, upcomingSubscriptions: [], expiredSubscription: null,
    photoRequests: [],
    sect: '', school: '', community: '', prayer: '', covering: '', islamicEducation: '', motherTongue: '', languages: [],
    privateFields: [], partnerPreferences: {},
    ...overrides,
  };
}
