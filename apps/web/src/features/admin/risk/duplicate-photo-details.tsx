import type { RiskItemView } from '@sakinah/contract';
import { DetailsList } from './details-list';

/** A reviewer's view of this kind of Risk item: the reason in numbers. */
export function DuplicatePhotoDetails({ item }: { item: RiskItemView }) {
  return <DetailsList details={item.details} />;
}
