import type { RequestItem } from '@sakinah/contract';
import { textNow } from '../../lib/i18n';

/** The other member's name in a request list; 'Member' when the server has none to show. */
export function fullName(item: Pick<RequestItem, 'firstName' | 'lastName'>): string {
  return [item.firstName, item.lastName].filter(Boolean).join(' ').trim() || textNow('requests.member');
}
