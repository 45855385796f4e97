import clsx from 'clsx';
import type { TableName } from '@app/contracts/settings/constants';
import type { ConditionalRule } from '@app/contracts/settings/types';
import { Pencil, Plus, Trash2, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, Card, ConfirmDialog, EmptyState, IconButton, Switch } from '../../shared/ui';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { columnLabel, describeCondition, TABLE_LABELS } from './labels';
import { RuleDialog } from './RuleDialog';
import { sortRules, type RuleBody } from './ruleForm';
import { TableFilter } from './TableFilter';
import { toastFailure } from '../../shared/api/errorToast';

type Editing = { rule: ConditionalRule | null } | null;

/** Lists, creates, edits, activates and deletes the user's conditional formatting rules. */
export function RulesPanel() {
  const { settings, patch } = useSettings();
  const [table, setTable] = useState<TableName | 'all'>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ConditionalRule | null>(null);
  const all = settings.conditional_formatting;
  const rules = useMemo(
    () => sortRules(table === 'all' ? all : all.filter((r) => r.table_name === table)),
    [all, table],
  );

  const store = (next: ConditionalRule[]) => patch('conditional_formatting', sortRules(next));
  const upsert = (rule: ConditionalRule) =>
    store(all.some((r) => r.id === rule.id) ? all.map((r) => (r.id === rule.id ? rule : r)) : [...all, rule]);

  const save = async (body: RuleBody) => {
    const answer = editing?.rule
      ? await settingsApi.updateRule(editing.rule.id, body)
      : await settingsApi.createRule(body);
    await upsert(answer.data.rule);
    toast.success(editing?.rule ? 'Rule updated' : 'Rule created');
  };

  const toggle = async (rule: ConditionalRule, is_active: boolean) => {
    try {
      const answer = await settingsApi.updateRule(rule.id, { is_active });
      await upsert(answer.data.rule);
      toast.success(is_active ? 'Rule activated' : 'Rule deactivated');
    } catch (e) {
      toastFailure(e, e instanceof Error ? e.message : 'Failed to update conditional formatting rule');
    }
  };

  const remove = async (rule: ConditionalRule) => {
    try {
      await settingsApi.deleteRule(rule.id);
      await store(all.filter((r) => r.id !== rule.id));
      toast.success('Rule deleted');
    } catch (e) {
      toastFailure(e, e instanceof Error ? e.message : 'Failed to delete conditional formatting rule');
      throw e;
    }
  };

  const nameOf = (r: ConditionalRule) => r.rule_name || describeCondition(r);
  const item = (r: ConditionalRule) => (
    <li key={r.id} className={clsx('item-row', !r.is_active && 'item-row--inactive')} aria-label={nameOf(r)}>
      <span
        className="rule-swatch num"
        style={{ color: r.text_color ?? undefined, backgroundColor: r.background_color ?? undefined }}
        title="Preview"
      >
        {columnLabel(r.condition_column)}
      </span>
      <span className="item-row__main">
        <span className="cell-main">{nameOf(r)}</span>
        <span className="cell-sub">
          {TABLE_LABELS[r.table_name]} · {describeCondition(r)} · priority {r.priority}
        </span>
      </span>
      <span className="item-row__actions">
        <Switch hideLabel label={`Active: ${nameOf(r)}`} checked={r.is_active} onChange={(v) => void toggle(r, v)} />
        <IconButton size="sm" label={`Edit ${nameOf(r)}`} onClick={() => setEditing({ rule: r })}>
          <Pencil size={14} />
        </IconButton>
        <IconButton size="sm" label={`Delete ${nameOf(r)}`} onClick={() => setDeleting(r)}>
          <Trash2 size={14} />
        </IconButton>
      </span>
    </li>
  );

  return (
    <Card
      title="Conditional formatting"
      subtitle="Colour a cell when its value meets a condition. Higher priority rules are tried first; a matching rule wins over row colours."
      aria-label="Conditional formatting"
      className="settings-group"
      actions={
        <>
          <TableFilter label="Show rules of table" value={table} onChange={setTable} />
          <Button variant="primary" size="sm" icon={<Plus size={14} />} onClick={() => setEditing({ rule: null })}>
            New rule
          </Button>
        </>
      }
    >
      {!settings.table_settings.enable_conditional_formatting && (
        <p className="settings-note settings-note--warning">
          Conditional formatting is turned off in Tables → Table settings, so these rules are not applied.
        </p>
      )}
      {rules.length === 0 ? (
        <EmptyState
          icon={<Wand2 size={28} />}
          title={table === 'all' ? 'No formatting rules yet' : `No rules for ${TABLE_LABELS[table]}`}
          hint="For example: colour P&L Cash green when it is above 5,000."
        />
      ) : (
        <ul className="item-list" aria-label="Conditional formatting rules">
          {rules.map(item)}
        </ul>
      )}
      {editing && (
        <RuleDialog
          rule={editing.rule}
          table={table === 'all' ? 'portfolio' : table}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete rule"
        message={
          deleting && (
            <>
              Delete the rule <strong>{nameOf(deleting)}</strong> ({TABLE_LABELS[deleting.table_name]})? Cells it
              colours go back to normal.
            </>
          )
        }
        confirmLabel="Delete rule"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
