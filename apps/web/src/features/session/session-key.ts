/** The query key of the signed-in member (get-user). */
export const SESSION_QUERY_KEY = ['session'] as const;
