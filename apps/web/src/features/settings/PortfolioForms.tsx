import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import type { LossCover, PortfolioVariables } from '@app/contracts/settings/types';
import { TextField } from '../../shared/ui';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { lossCoverDraft, parseLossCover, parsePortfolio, portfolioDraft } from './groupDrafts';
import { SettingsGroup } from './SettingsGroup';
import { storedOr, useGroupForm } from './useGroupForm';

/** Profit/loss thresholds of the Portfolio container and the commissions charged on sales. */
export function PortfolioVariablesForm() {
  const { settings, patch } = useSettings();
  const form = useGroupForm({
    saved: settings.portfolio_variables,
    defaults: SETTINGS_DEFAULTS.portfolio_variables as PortfolioVariables,
    toDraft: portfolioDraft,
    parse: parsePortfolio,
    save: async (value) => {
      const stored = storedOr((await settingsApi.portfolioVariables(value)).data, value);
      await patch('portfolio_variables', stored);
      return stored;
    },
    successText: 'Portfolio variables saved',
  });
  const { draft, set, errors } = form;
  return (
    <SettingsGroup
      title="Portfolio variables"
      subtitle="Which positions the Portfolio container shows, and the commission charged when you sell."
      form={form}
    >
      <div className="settings-fields">
        <TextField
          label="Profit above (₹)"
          inputMode="numeric"
          value={draft.above_cash}
          onChange={(e) => set('above_cash', e.target.value)}
          error={errors.above_cash}
          hint="Show positions with at least this profit"
        />
        <TextField
          label="Loss below (₹)"
          inputMode="numeric"
          value={draft.below_cash}
          onChange={(e) => set('below_cash', e.target.value)}
          error={errors.below_cash}
          hint="…or at least this loss"
        />
        <TextField
          label="Stock commission (%)"
          inputMode="decimal"
          value={draft.stock_commission_pct}
          onChange={(e) => set('stock_commission_pct', e.target.value)}
          error={errors.stock_commission_pct}
          hint="Of (buy + sell) × quantity, for equity"
        />
        <TextField
          label="Futures commission (%)"
          inputMode="decimal"
          value={draft.future_commission_pct}
          onChange={(e) => set('future_commission_pct', e.target.value)}
          error={errors.future_commission_pct}
          hint="The same, for futures"
        />
      </div>
    </SettingsGroup>
  );
}

/** The loss range the Loss Cover container lists. */
export function LossCoverForm() {
  const { settings, patch } = useSettings();
  const form = useGroupForm({
    saved: settings.loss_cover,
    defaults: SETTINGS_DEFAULTS.loss_cover as LossCover,
    toDraft: lossCoverDraft,
    parse: parseLossCover,
    save: async (value) => {
      const stored = storedOr((await settingsApi.lossCover(value)).data, value);
      await patch('loss_cover', stored);
      return stored;
    },
    successText: 'Loss cover settings saved',
  });
  const { draft, set, errors } = form;
  const parsed = parseLossCover(draft).value;
  const inverted = parsed && parsed.min_loss_percent > parsed.max_loss_percent;
  return (
    <SettingsGroup
      title="Loss cover"
      subtitle="Positions whose loss lies in this range appear in Loss Cover."
      form={form}
    >
      <div className="settings-fields">
        <TextField
          label="Min loss (%)"
          inputMode="decimal"
          value={draft.min_loss_percent}
          onChange={(e) => set('min_loss_percent', e.target.value)}
          error={errors.min_loss_percent}
          hint="Empty means 0"
        />
        <TextField
          label="Max loss (%)"
          inputMode="decimal"
          value={draft.max_loss_percent}
          onChange={(e) => set('max_loss_percent', e.target.value)}
          error={errors.max_loss_percent}
          hint="Empty means 100"
        />
      </div>
      {inverted && (
        <p className="settings-note settings-note--warning">
          Min is above max, so no position will match until you change one of them.
        </p>
      )}
    </SettingsGroup>
  );
}
