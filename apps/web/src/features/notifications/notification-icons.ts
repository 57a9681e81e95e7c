import { BadgeCheck, Bell, CalendarClock, Camera, Handshake, MessageCircle, Phone, ShieldAlert, ShieldCheck, UserPlus, UserX, Users, type LucideIcon } from 'lucide-react';
import type { NotificationKind } from '@sakinah/contract';

/** One icon per kind, beside each notification in the centre. */
export const NOTIFICATION_ICONS: Record<NotificationKind, LucideIcon> = {
  requestReceived: UserPlus,
  requestAccepted: Handshake,
  newMessage: MessageCircle,
  photoRequest: Camera,
  photoRequestAnswered: Camera,
  contactExchangeRequest: Users,
  contactExchangeAnswered: Users,
  guardianApprovalNeeded: ShieldCheck,
  accountApproved: BadgeCheck,
  accountRejected: UserX,
  accountSuspended: ShieldAlert,
  planEnding: CalendarClock,
  incomingCall: Phone,
};

export const FALLBACK_ICON = Bell;
