/** What other features use of calls (issue 44): the header's buttons and the conversation's call log. */
export { CallButtons } from './call-buttons';
export { CallLog } from './call-log';
