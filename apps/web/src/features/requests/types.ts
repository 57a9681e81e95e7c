/** One request as the request lists return it; `userId` and the names are the other member's. */
export interface RequestItem {
  _id: string;
  requestId: string;
  requestshipId: string;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'removed';
  createdAt: string;
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  /** Null unless shared: connected, both agreed in chat, and the viewer's plan includes them. */
  email: string | null;
  contactNo?: string | null;
  contactShared?: boolean;
  sender: string;
  receiver: string;
}

export interface RequestGroup {
  list: RequestItem[];
  count: number;
}

export interface RequestData {
  requests: RequestGroup;
  incomingRequests: RequestGroup;
  outgoingRequests: RequestGroup;
}

export function fullName(item: Pick<RequestItem, 'firstName' | 'lastName'>): string {
  return [item.firstName, item.lastName].filter(Boolean).join(' ').trim() || 'Member';
}
