import { Dialog } from '../../shared/ui';

const TOPICS = [
  ['Overview', 'Your customisable dashboard: add containers, drag and resize them, and save layouts.'],
  ['Portfolio', 'Holdings, funds, orders and manual positions with live profit and loss.'],
  ['Watchlist', 'Instruments with target prices; you are alerted when a price reaches its target.'],
  ['Re-Buy', 'Sold positions that have become cheaper than your sell price.'],
  ['Loss Cover', 'Open positions whose loss lies in your chosen range.'],
  ['Analytics', 'How far tracked instruments are from their highs and lows.'],
  ['Charts', 'Candlestick charts with a live last candle. Search a symbol in the header to open one.'],
  [
    'Reports',
    'Returns against a benchmark, Tax P&L per financial year with XLSX and CSV export, and a tax-harvesting plan.',
  ],
] as const;

/** The sidebar's Help entry: what each screen is for, and the keyboard basics. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Help"
      description="Trading Dashboard for NSE, BSE and MCX; all amounts in rupees."
      size="md"
    >
      <dl className="help-list">
        {TOPICS.map(([term, text]) => (
          <div key={term} className="help-list__row">
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p className="muted help-keys">
        Keyboard: <kbd>Tab</kbd> moves between controls, <kbd>Enter</kbd> or <kbd>Space</kbd> activates them,{' '}
        <kbd>Esc</kbd> closes dialogs and menus, arrow keys move within menus, tabs and search results.
      </p>
    </Dialog>
  );
}
