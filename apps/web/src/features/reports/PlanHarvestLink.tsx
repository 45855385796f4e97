import { Scissors } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HARVEST_PATH } from './reportTabs';

/** From screens that show losses: straight to the harvesting plan. */
export function PlanHarvestLink() {
  return (
    <Link to={HARVEST_PATH} className="btn btn--secondary">
      <Scissors size={16} aria-hidden="true" />
      <span>Plan tax harvesting</span>
    </Link>
  );
}
