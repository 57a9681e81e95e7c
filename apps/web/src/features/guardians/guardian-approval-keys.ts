/** Query keys of the contact exchanges a guardian is asked to approve. */
export const guardianApprovalKeys = {
  all: ['guardian', 'approvals'] as const,
};
