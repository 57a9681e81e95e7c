import type { ComponentType } from 'react';
import type { RiskItemView, RiskKind } from '@sakinah/contract';
import { DetailsList } from './details-list';
import { DuplicatePhotoDetails } from './duplicate-photo-details';
import { ScamMessagesDetails } from './scam-messages-details';
import { SignalDetails } from './signal-details';

/** What each kind of Risk item shows a reviewer; each kind's view lives in its own file. */
const VIEWS: Record<RiskKind, ComponentType<{ item: RiskItemView }>> = {
  duplicate_photo: DuplicatePhotoDetails,
  scam_messages: ScamMessagesDetails,
  shared_origin: SignalDetails,
  new_account_burst: SignalDetails,
  duplicate_text: SignalDetails,
  many_reports: SignalDetails,
};

export function RiskDetails({ item }: { item: RiskItemView }) {
  const View = VIEWS[item.kind];
  return View ? <View item={item} /> : <DetailsList details={item.details} />;
}
