import type { InAppFire } from '@app/contracts/alerts/rule-types';
import { BellRing } from 'lucide-react';
import { memo } from 'react';
import { BellRow } from './BellRow';

export interface RuleFireListItemProps {
  fire: InAppFire;
  now: number;
  onOpen: (fire: InAppFire) => void;
}

/** What a fire is about: its instrument, the whole portfolio (day P&L), or a channel test. */
function titleOf(fire: InAppFire): string {
  if (fire.tradingsymbol) return fire.tradingsymbol;
  return fire.kind === 'test' ? 'Test alert' : 'Portfolio';
}

/** An alert rule's fire sent in-app: the sentence every channel sends; opens its chart or the Alerts page. */
export const RuleFireListItem = memo(function RuleFireListItem({ fire, now, onOpen }: RuleFireListItemProps) {
  return (
    <BellRow
      id={fire.id}
      tone="rule"
      icon={<BellRing size={16} />}
      title={titleOf(fire)}
      at={fire.fired_at}
      read={fire.read}
      now={now}
      onOpen={() => onOpen(fire)}
      detail={<span className="alert-item__message">{fire.message}</span>}
    />
  );
});
