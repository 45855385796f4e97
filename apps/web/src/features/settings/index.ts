// The Settings page's sections and forms, which edit the user's settings.
import './settings.css';
import './settingsLists.css';

export { ColorPreferencesForm, TableColorsForm } from './ColorForms';
export { CollapsibleStatesPanel, ColumnConfigsPanel } from './ContainerPanels';
export { FontPreferencesPanel } from './FontPreferencesPanel';
export { HeaderPreferencesForm } from './HeaderPreferencesForm';
export { LossCoverForm, PortfolioVariablesForm } from './PortfolioForms';
export { RowColorsPanel } from './RowColorsPanel';
export { RulesPanel } from './RulesPanel';
export { type Section, SectionNav } from './SectionNav';
export { TableSettingsForm } from './TableSettingsForm';
export { UiPreferencesPanel } from './UiPreferencesPanel';
