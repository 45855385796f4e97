import useSWR from 'swr';
import type { AlertRule, ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import type { DeliveriesPageReply, RulesPageReply } from '@app/contracts/alerts/rpc';
import type { DataStatus } from '../../shared/api/useApiData';
import { useAuth } from '../../shared/session/useAuth';
import { useRefetchOnFire } from './firedVersion';
import {
  alertRulesApi,
  CHANNELS_PATH,
  DELIVERIES_PATH,
  RULES_PATH,
  type HistoryFilters,
  type RuleFilters,
} from './alertRulesApi';

const statusOf = (data: unknown, error: unknown): DataStatus => (data ? 'ready' : error ? 'error' : 'loading');
const SWR_OPTIONS = { revalidateOnFocus: false, keepPreviousData: true } as const;

function useSignedIn() {
  const { isAuthenticated, initialised } = useAuth();
  return initialised && isAuthenticated;
}

/** One page of the user's rules under the filters, with the counts of each status. */
export function useAlertRules(filters: RuleFilters) {
  const key = useSignedIn() ? [RULES_PATH, JSON.stringify(filters)] : null;
  const { data, error, isValidating, mutate } = useSWR<RulesPageReply>(
    key,
    () => alertRulesApi.list(filters),
    SWR_OPTIONS,
  );
  useRefetchOnFire(mutate);
  return {
    data,
    status: statusOf(data, error),
    refreshing: isValidating,
    reload: () => mutate(),
    /** Puts a changed rule in place without waiting for the refetch that follows. */
    replace: (rule: AlertRule) =>
      mutate((current) => current && { ...current, rules: current.rules.map((r) => (r.id === rule.id ? rule : r)) }, {
        revalidate: true,
      }),
  };
}

/** One page of the delivery log, newest fire first. */
export function useRuleHistory(filters: HistoryFilters, active: boolean) {
  const key = useSignedIn() && active ? [DELIVERIES_PATH, JSON.stringify(filters)] : null;
  const { data, error, isValidating, mutate } = useSWR<DeliveriesPageReply>(
    key,
    () => alertRulesApi.deliveries(filters),
    SWR_OPTIONS,
  );
  useRefetchOnFire(mutate);
  return { data, status: statusOf(data, error), refreshing: isValidating, reload: () => mutate() };
}

/** The user's channel settings; null until known (then only in-app may be chosen). */
export function useChannelSettings(): ChannelSettingsView | null {
  const key = useSignedIn() ? [CHANNELS_PATH] : null;
  const { data } = useSWR<ChannelSettingsView>(key, () => alertRulesApi.channels(), { revalidateOnFocus: false });
  return data ?? null;
}
