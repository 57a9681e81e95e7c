import { Calendar, Lock, Mail, Phone, User, Users, type LucideIcon } from 'lucide-react';
import type { TextKey } from '../../lib/i18n';
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
  /** Short name, used in the progress bar's accessible names ("Step 2 of 6: WhatsApp number"): a catalogue key. */
  title: TextKey;
  /** The step's visible heading (a catalogue key). */
  heading: TextKey;
  description: TextKey;
  icon: LucideIcon;
  fields: readonly SignupField[];
}

/** Index 0..5 matches SIGNUP_STEP_SCHEMAS in the contract. */
export const SIGNUP_STEP_META: readonly SignupStepMeta[] = [
  {
    title: 'signup.step1Title',
    heading: 'signup.step1Heading',
    description: 'signup.step1Text',
    icon: User,
    fields: ['accountHolder', 'accountHolderName', 'profileFor', 'customRelation', 'firstName', 'middleName', 'lastName'],
  },
  {
    title: 'signup.step2Title',
    heading: 'signup.step2Heading',
    description: 'signup.step2Text',
    icon: Phone,
    fields: ['contactNo', 'phoneVerified'],
  },
  {
    title: 'signup.step3Title',
    heading: 'signup.step3Heading',
    description: 'signup.step3Text',
    icon: Mail,
    fields: ['email'],
  },
  {
    title: 'signup.step4Title',
    heading: 'signup.step4Heading',
    description: 'signup.step4Text',
    icon: Calendar,
    fields: ['dob'],
  },
  {
    title: 'signup.step5Title',
    heading: 'signup.step5Heading',
    description: 'signup.step5Text',
    icon: Users,
    fields: ['gender'],
  },
  {
    title: 'signup.step6Title',
    heading: 'signup.step6Heading',
    description: 'signup.step6Text',
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
