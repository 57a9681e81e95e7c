/** Query keys of the contact exchanges I take part in (Settings → Shared contact details). */
export const contactExchangeKeys = {
  all: ['contact-exchanges'] as const,
};
