import { Calendar, Lock, Mail, Phone, User, Users, type LucideIcon } from 'lucide-react';
import { SIGNUP_STEPS, type AccountHolderRelation, type PROFILE_FOR, type SIGNUP_GENDERS } from '@sakinah/contract';

export type SignupGender = (typeof SIGNUP_GENDERS)[number];
export type ProfileFor = (typeof PROFILE_FOR)[number];

/** Everything the wizard collects, in one react-hook-form form. Choices start empty ('') until picked. */
export interface SignupFormValues {
  accountHolder: AccountHolderRelation | '';
  accountHolderName: string;
  firstName: string;
  middleName: string;
  lastName: string;
  contactNo: string;
  phoneVerified: boolean;
  email: string;
  dob: string;
  gender: SignupGender | '';
  profileFor: ProfileFor | '';
  customRelation: string;
  password: string;
  confirmPassword: string;
}

export type SignupField = keyof SignupFormValues;

export const SIGNUP_DEFAULTS: SignupFormValues = {
  accountHolder: '',
  accountHolderName: '',
  firstName: '',
  middleName: '',
  lastName: '',
  contactNo: '',
  phoneVerified: false,
  email: '',
  dob: '',
  gender: '',
  profileFor: '',
  customRelation: '',
  password: '',
  confirmPassword: '',
};

export interface SignupStepMeta {
  /** Short name, used in the progress bar's accessible names ("Step 2 of 6: WhatsApp number"). */
  title: string;
  /** The step's visible heading. */
  heading: string;
  description: string;
  icon: LucideIcon;
  fields: readonly SignupField[];
}

/** Index 0..5 matches SIGNUP_STEP_SCHEMAS in the contract. */
export const SIGNUP_STEP_META: readonly SignupStepMeta[] = [
  {
    title: 'Who and name',
    heading: 'Who is creating this profile?',
    description: 'You, or a parent, brother, sister or guardian for them. Then the name as it should appear on the profile.',
    icon: User,
    fields: ['accountHolder', 'accountHolderName', 'profileFor', 'customRelation', 'firstName', 'middleName', 'lastName'],
  },
  {
    title: 'WhatsApp number',
    heading: 'Verify your WhatsApp number',
    description: 'We send a one-time code to your WhatsApp and by SMS.',
    icon: Phone,
    fields: ['contactNo', 'phoneVerified'],
  },
  {
    title: 'Email',
    heading: 'Your email address',
    description: 'You will sign in with this email, and we send account messages to it.',
    icon: Mail,
    fields: ['email'],
  },
  {
    title: 'Date of birth',
    heading: 'Date of birth',
    description: 'Of the person the profile is for. Matches see it as an age, never the date.',
    icon: Calendar,
    fields: ['dob'],
  },
  {
    title: 'Gender',
    heading: 'Gender',
    description: 'Of the person who is looking for a match.',
    icon: Users,
    fields: ['gender'],
  },
  {
    title: 'Password',
    heading: 'Create a password',
    description: 'Choose a password to keep the account safe.',
    icon: Lock,
    fields: ['password', 'confirmPassword'],
  },
];

if (SIGNUP_STEP_META.length !== SIGNUP_STEPS) {
  // The contract owns the number of steps; fail loudly in development if the two disagree.
  throw new Error(`Sign-up wizard defines ${SIGNUP_STEP_META.length} steps, the contract ${SIGNUP_STEPS}`);
}

export const LAST_STEP = SIGNUP_STEPS - 1;
export const PHONE_STEP = 1;

const FIELD_NAMES = Object.keys(SIGNUP_DEFAULTS) as SignupField[];

/** Maps a field name from the server (or a zod issue path) to a form field; phoneNumber is the OTP API's name. */
export function toSignupField(name: unknown): SignupField | null {
  if (name === 'phoneNumber') return 'contactNo';
  return typeof name === 'string' && (FIELD_NAMES as string[]).includes(name) ? (name as SignupField) : null;
}

/** The step (0..5) that holds a field; phoneVerified is shown under the number. */
export function stepOfField(field: SignupField): number {
  return SIGNUP_STEP_META.findIndex((meta) => meta.fields.includes(field));
}

/** Where a field's error is shown: phoneVerified has no input of its own. */
export function visibleField(field: SignupField): SignupField {
  return field === 'phoneVerified' ? 'contactNo' : field;
}
