/**
 * The hottest answers of the site are written as they are built (the presenters shape them; the
 * response schema stays for the API docs): checking every card against a schema of open records
 * was about a tenth of the server's time per listing page (docs/performance.md).
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
