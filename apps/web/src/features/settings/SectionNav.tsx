import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from '../../shared/ui';

export interface Section<K extends string> {
  key: K;
  label: string;
  icon: ReactNode;
}

/**
 * The settings sections as tabs: a side list on wide screens, a scrolling strip on phones. Arrow keys
 * (either axis), Home and End move between them.
 */
export function SectionNav<K extends string>({
  sections,
  active,
  onChange,
  idPrefix,
}: {
  sections: ReadonlyArray<Section<K>>;
  active: K;
  onChange: (key: K) => void;
  idPrefix: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the list is a scrolling strip: keep the active section in view (also after a rotation).
  useEffect(() => {
    const center = () => {
      const list = listRef.current;
      const tab = refs.current.get(active);
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      // The list is positioned, so it is the tab's offset parent.
      list.scrollTo({ left: tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2, behavior: 'instant' });
    };
    center();
    window.addEventListener('resize', center);
    return () => window.removeEventListener('resize', center);
  }, [active]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const next = tabKeyTarget(e.key, index, sections.length, true);
    if (next < 0) return;
    e.preventDefault();
    const key = sections[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Settings sections"
      aria-orientation="vertical"
      className="settings-nav"
    >
      {sections.map((s, i) => (
        <button
          key={s.key}
          ref={(el) => {
            if (el) refs.current.set(s.key, el);
            else refs.current.delete(s.key);
          }}
          id={`${idPrefix}-tab-${s.key}`}
          role="tab"
          type="button"
          aria-selected={s.key === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={s.key === active ? 0 : -1}
          className={clsx('settings-nav__tab', s.key === active && 'settings-nav__tab--active')}
          onClick={() => onChange(s.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          <span className="settings-nav__icon" aria-hidden="true">
            {s.icon}
          </span>
          {s.label}
        </button>
      ))}
    </div>
  );
}
