import { CreditCard, HeartHandshake, LifeBuoy, MessagesSquare, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import type { FaqCategoryId } from './faq-content';

/** Kept apart from the content so faq-content.ts stays plain data. */
export const FAQ_CATEGORY_ICONS: Record<FaqCategoryId, LucideIcon> = {
  account: UserRound,
  matching: HeartHandshake,
  billing: CreditCard,
  communication: MessagesSquare,
  privacy: ShieldCheck,
  support: LifeBuoy,
};
