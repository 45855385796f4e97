import { History, Pencil, Repeat, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AlertRule } from '@app/contracts/alerts/rule-types';
import { DataTable, IconButton, type Column } from '../../shared/ui';
import { formatDateTime } from '../../shared/format/dates';
import { ChannelIcons, RuleStatusBadge } from './RuleBadges';
import { conditionText, levelText } from './ruleText';
import './alertRules.css';

export interface RulesTableProps {
  rules: readonly AlertRule[];
  onEdit: (rule: AlertRule) => void;
  onDelete: (rule: AlertRule) => void;
  /** Opens the history of this one rule. */
  onHistory?: (rule: AlertRule) => void;
  empty: ReactNode;
  caption: string;
}

/** The user's rules: what each watches, in words, where it alerts, and where it stands. */
export function RulesTable({ rules, onEdit, onDelete, onHistory, empty, caption }: RulesTableProps) {
  const columns: Column<AlertRule>[] = [
    {
      id: 'instrument',
      header: 'Instrument',
      cell: (r) =>
        r.tradingsymbol ? (
          <span className="ar-instrument">
            <span className="cell-main">{r.tradingsymbol}</span>
            {r.exchange && <span className="tag">{r.exchange}</span>}
          </span>
        ) : (
          <span className="cell-main">Portfolio</span>
        ),
    },
    {
      id: 'condition',
      header: 'Condition',
      cell: (r) => (
        <span className="ar-condition">
          <span>{conditionText(r)}</span>
          {r.note && <span className="cell-sub ar-note">{r.note}</span>}
        </span>
      ),
    },
    {
      id: 'level',
      header: 'Level',
      align: 'right',
      cell: (r) => <span className="num">{levelText(r) ?? '—'}</span>,
    },
    { id: 'channels', header: 'Channels', cell: (r) => <ChannelIcons channels={r.channels} /> },
    {
      id: 'repeat',
      header: 'Repeats',
      cell: (r) =>
        r.recurring ? (
          <span className="ar-repeat">
            <Repeat size={13} aria-hidden="true" /> Recurring
          </span>
        ) : (
          'One-shot'
        ),
    },
    {
      id: 'expires',
      header: 'Expires (IST)',
      cell: (r) => (r.expires_at ? formatDateTime(r.expires_at) : 'Never'),
    },
    { id: 'status', header: 'Status', cell: (r) => <RuleStatusBadge status={r.status} /> },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      headerLabel: 'Actions',
      align: 'right',
      cell: (r) => {
        const name = `${r.tradingsymbol ?? 'portfolio'} ${conditionText(r)}`;
        return (
          <span className="ar-actions">
            {onHistory && (
              <IconButton size="sm" label={`History of alert: ${name}`} onClick={() => onHistory(r)}>
                <History size={14} />
              </IconButton>
            )}
            <IconButton size="sm" label={`Edit alert: ${name}`} onClick={() => onEdit(r)}>
              <Pencil size={14} />
            </IconButton>
            <IconButton size="sm" label={`Delete alert: ${name}`} onClick={() => onDelete(r)}>
              <Trash2 size={14} />
            </IconButton>
          </span>
        );
      },
    },
  ];
  return (
    <DataTable
      rows={rules}
      columns={columns}
      rowKey={(r) => r.id}
      caption={caption}
      empty={empty}
      cardsBelow={760}
      className="ar-table"
    />
  );
}
