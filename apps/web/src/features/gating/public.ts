/** What other features use of the account gate: where a member may go after signing in, and its popups. */
export { useAccountGate } from './use-account-gate';
