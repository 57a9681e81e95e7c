/** What other features use of password help: the new-password fields with their live checklist. */
export { NewPasswordFields, SIGNUP_RULES } from './password-checklist';
