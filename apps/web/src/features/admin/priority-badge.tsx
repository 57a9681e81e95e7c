import { Zap } from 'lucide-react';
import { MSG } from '@sakinah/contract';

/**
 * Marks what a member with priority support sent (their plan has the 'prioritySupport' key);
 * the server lists these first. The word is always there, colour is never the only cue.
 */
export function PriorityBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-bold text-gold-700 ring-1 ring-gold-300 ring-inset"
      title="Sent by a member whose plan includes priority support"
    >
      <Zap className="h-3 w-3" aria-hidden="true" />
      {MSG.priorityBadge}
    </span>
  );
}
