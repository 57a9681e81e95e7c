import type { MemberRow } from '../db/member-row';

/** A member as the reactions to her outreach need her: who, and how young her account is. */
export interface Actor {
  id: string;
  createdAt: Date;
}

/**
 * What happened in one feature that others react to (docs/architecture.md, "Domain events"). A reaction that is
 * not the caller's business (a risk signal, a recorded view, later a notification) subscribes here instead of being
 * imported by the feature. What must commit in the caller's transaction, or whose answer the caller needs, stays a
 * direct call into the core.
 */
export interface DomainEvents {
  /** A new account exists: where it came from (the address as TRUST_PROXY allows, the first-party device cookie). */
  memberSignedUp: { memberId: string; ip: string; deviceToken: string | null };
  /** A profile request was stored. */
  requestSent: { requestId: string; sender: Actor; receiverId: string };
  /** A first message opened a conversation between two members. */
  conversationStarted: { messageId: string; starter: Actor; receiverId: string };
  /** About-me or expectations were saved with a new text (`saved` holds the texts as saved; absent: not sent). */
  profileTextsChanged: {
    member: Actor & { aboutMe: string | null; expectations: string | null };
    saved: { aboutMe?: string | null; expectations?: string | null };
  };
  /** A member reported another. */
  reportFiled: { reporterId: string; reportedId: string };
  /** The sign-in email or the phone number changed; `member` is her record as it was before. */
  contactDetailsChanged: { member: MemberRow; newEmail?: string | undefined; phoneChanged?: boolean };
  /** A member blocked another (calls between them end at once). */
  memberBlocked: { blockerId: string; blockedId: string };
  /** A member was suspended (her calls end at once). */
  memberSuspended: { memberId: string };
  /** A signed-in account opened a member's profile (the policy let it). */
  profileViewed: { viewer: MemberRow; viewedId: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<E extends DomainEventName> = (payload: DomainEvents[E]) => void | Promise<void>;

/** Features publish; app.ts subscribes each reaction once at start. */
export interface DomainEventBus {
  /** Runs every handler of `event` in the order they were registered, each awaited; a handler's error reaches the publisher. */
  publish<E extends DomainEventName>(event: E, payload: DomainEvents[E]): Promise<void>;
  subscribe<E extends DomainEventName>(event: E, handler: DomainEventHandler<E>): void;
}

export function createDomainEventBus(): DomainEventBus {
  const handlers = new Map<DomainEventName, Array<DomainEventHandler<never>>>();
  return {
    async publish(event, payload) {
      for (const handler of handlers.get(event) ?? []) await (handler as DomainEventHandler<typeof event>)(payload);
    },
    subscribe(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler as DomainEventHandler<never>]);
    },
  };
}
