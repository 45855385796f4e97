import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Badge, FieldMessage, IconButton } from '../../shared/ui';
import { formatPercent, formatPrice, toneOf } from '../../shared/format/numbers';
import { useLivePrice } from '../../shared/live/useLivePrice';
import { InstrumentSearch, type InstrumentSearchProps } from './InstrumentSearch';
import { summaryOf, type PickedValue } from './pickedSummary';

export interface InstrumentPickerProps extends Omit<
  InstrumentSearchProps,
  'onPick' | 'isSelected' | 'keepQuery' | 'renderFooter' | 'inputRef' | 'describedBy' | 'invalid'
> {
  value: PickedValue | null;
  onChange: (result: SecuritySearchResult | null) => void;
  error?: string;
  hint?: ReactNode;
  /** More about the pick, after its name (for example its token). */
  detail?: ReactNode;
}

/** The picked instrument with its live price (the master's reference until a tick comes) and a way back to the search. */
function PickedCard({ value, detail, onClear }: { value: PickedValue; detail?: ReactNode; onClear: () => void }) {
  const v = summaryOf(value);
  const live = useLivePrice(v.token);
  const price = live?.last_price ?? v.price;
  return (
    <div className="ins-picked">
      <span className="ins-picked__main">
        <span className="cell-main ins-picked__symbol">
          <span className="ins-picked__text">{v.symbol}</span>
          <span className="tag ins-tag">{v.exchange}</span>
          {v.type && v.type !== 'EQ' && <Badge tone="info">{v.type}</Badge>}
        </span>
        <span className="cell-sub">
          {v.name}
          {detail && <> · {detail}</>}
        </span>
      </span>
      <span className="ins-picked__price">
        <span className="num" data-testid="picked-price">
          {price ? formatPrice(price) : 'N/A'}
        </span>
        {live && (
          <span className={`cell-sub num tone-${toneOf(live.change_percent)}`}>
            {formatPercent(live.change_percent, { signed: true })}
          </span>
        )}
      </span>
      <IconButton size="sm" label="Choose another instrument" onClick={onClear}>
        <X size={14} />
      </IconButton>
    </div>
  );
}

/**
 * A form field that picks one instrument through the search: type 2 or more characters, then click
 * or Enter. The pick shows as a card with its live price; its clear button brings the search back.
 */
export function InstrumentPicker({
  label,
  value,
  onChange,
  error,
  hint,
  detail,
  className,
  ...search
}: InstrumentPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  // Where the keyboard lands after a pick (the card) or a clear (the search).
  const focusNext = useRef<'card' | 'input' | null>(null);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  useEffect(() => {
    if (focusNext.current === 'card') cardRef.current?.focus();
    if (focusNext.current === 'input') inputRef.current?.focus();
    focusNext.current = null;
  }, [value]);

  const change = (next: SecuritySearchResult | null) => {
    focusNext.current = next ? 'card' : 'input';
    onChange(next);
  };

  return (
    <div className={clsx('field', error && 'field--invalid', className)}>
      {value ? (
        <>
          <span className="field__label" id={`${id}-label`}>
            {label}
          </span>
          <div
            ref={cardRef}
            role="group"
            tabIndex={-1}
            className="ins-picked-group"
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
          >
            <PickedCard value={value} detail={detail} onClear={() => change(null)} />
          </div>
        </>
      ) : (
        <InstrumentSearch
          {...search}
          label={label}
          inputRef={inputRef}
          describedBy={describedBy}
          invalid={Boolean(error)}
          onPick={change}
        />
      )}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
