/** One card of the featured list, as the server sends it. */
export interface FeaturedCard {
  id: string;
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  age: number | null;
  gender: string;
  maritalStatus: string | null;
  height: string | null;
  city: string | null;
  state: string | null;
  education: string | null;
  occupation: string | null;
  caste: string | null;
  profileFor: string | null;
  status: string;
  /** When true, `avatar` is a blurred picture. */
  photosLocked: boolean;
  avatar: string | null;
  /** The team checked this member's identity document and selfie. */
  verified?: boolean;
  matchScore: number;
  request: null | { id: string; direction: 'outgoing' | 'incoming'; status: 'pending' | 'accepted' };
}

export interface FeaturedPage {
  success: boolean;
  profiles: FeaturedCard[];
  nextCursor: string | null;
  /** A hint from the server: the viewer's profile lacks what the listing needs, or preferences would rank better. */
  message?: string;
}
