import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from './tabKeys';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  count?: number;
}

/** Tabs with roving focus: arrow keys, Home and End move between them (WAI-ARIA tabs pattern). */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  label,
  className,
}: {
  items: ReadonlyArray<TabItem<K>>;
  active: K;
  onChange: (key: K) => void;
  label: string;
  className?: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const base = useId();
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const next = tabKeyTarget(e.key, index, items.length);
    if (next < 0) return;
    e.preventDefault();
    const key = items[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={clsx('tabs', className)}>
      {items.map((item, i) => (
        <button
          key={item.key}
          ref={(el) => {
            if (el) refs.current.set(item.key, el);
            else refs.current.delete(item.key);
          }}
          id={`${base}-${item.key}`}
          role="tab"
          type="button"
          aria-selected={item.key === active}
          tabIndex={item.key === active ? 0 : -1}
          className={clsx('tabs__tab', item.key === active && 'tabs__tab--active')}
          onClick={() => onChange(item.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {item.label}
          {item.count !== undefined && <span className="tabs__count">{item.count}</span>}
        </button>
      ))}
    </div>
  );
}
