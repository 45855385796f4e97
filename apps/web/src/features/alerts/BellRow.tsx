import clsx from 'clsx';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/format/dates';
import { relativeTime } from './alertText';

export interface BellRowProps {
  id: string;
  icon: ReactNode;
  title: string;
  /** ISO time it happened. */
  at: string;
  detail: ReactNode;
  read: boolean;
  now: number;
  onOpen: () => void;
  /** Tells the two kinds of line apart (icon colour). */
  tone: 'target' | 'rule';
}

/** One line of the bell: a button that marks it read and opens where it points. */
export function BellRow({ id, icon, title, at, detail, read, now, onOpen, tone }: BellRowProps) {
  const time = Date.parse(at);
  return (
    <li>
      <button
        type="button"
        className={clsx('alert-item', `alert-item--${tone}`, !read && 'alert-item--unread')}
        onClick={onOpen}
        data-alert-id={id}
      >
        <span className="alert-item__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="alert-item__main">
          <span className="alert-item__top">
            <span className="alert-item__symbol">{title}</span>
            <time
              className="alert-item__time"
              dateTime={at}
              title={Number.isFinite(time) ? formatDateTime(time) : undefined}
            >
              {relativeTime(at, now)}
            </time>
          </span>
          {detail}
        </span>
        {!read && (
          <span className="alert-item__dot">
            <span className="visually-hidden">Unread</span>
          </span>
        )}
      </button>
    </li>
  );
}
