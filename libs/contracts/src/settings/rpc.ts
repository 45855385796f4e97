import type { CoversEvery, RpcCall, ServiceCommonRpc } from '../shared/rpc-call.js';
import type { ContainerType, TableName } from './constants.js';
import type {
  ActiveLayoutDto,
  CollapsibleStateDto,
  ColumnConfigDto,
  ConditionalRuleDto,
  ConditionalRuleUpdateDto,
  CreateLayoutDto,
  LastUsedLayoutDto,
  RowColorDto,
  RowKeyDto,
  RowTextColorDto,
  TableColorDto,
  UpdateLayoutDto,
  UserPreferencesDto,
} from './dto.js';
import { SETTINGS_SUBJECTS as S, type SettingsSubject, type SingletonSetting } from './subjects.js';
import type {
  ColorPreferences,
  ColumnConfig,
  ConditionalRule,
  FontPreferences,
  HeaderPreferences,
  LastUsedLayout,
  LossCover,
  PortfolioVariables,
  RowColor,
  RowTextColor,
  SavedLayout,
  SettingsBundleReply,
  SettingsRequest,
  TableColors,
  TableSettings,
  UserPreferences,
} from './types.js';

/** The value stored under each singleton setting's name. */
export interface SingletonValues {
  portfolio_variables: PortfolioVariables;
  loss_cover: LossCover;
  color_preferences: ColorPreferences;
  table_settings: TableSettings;
  font_preferences: FontPreferences;
  header_preferences: HeaderPreferences;
}
export type SingletonValue = SingletonValues[SingletonSetting];

/** Which kind of row colour a row-colour call is about. */
export type RowColorKind = 'row_colors' | 'row_text_colors';

export type RowColorsListReply = { row_colors: RowColor[] } | { row_text_colors: RowTextColor[] };
export type RowColorSetReply = { row_color: RowColor } | { row_text_color: RowTextColor };

export interface CollapsibleState {
  container_id: string;
  is_collapsed: boolean;
}

type Call<Body, Reply> = RpcCall<SettingsRequest<Body>, Reply>;
type Singleton<Body> = SettingsRequest<Body> & { name: SingletonSetting };
type RowCall<Body> = SettingsRequest<Body> & { kind: RowColorKind };

/** Every request/reply subject of the settings service. */
export type SettingsRpc = ServiceCommonRpc<'settings'> & {
  [S.bundle]: Call<undefined, SettingsBundleReply>;
  [S.singletonGet]: RpcCall<Singleton<undefined>, SingletonValue>;
  [S.singletonPut]: RpcCall<Singleton<object>, SingletonValue>;
  [S.tableColorPut]: RpcCall<SettingsRequest<TableColorDto> & { table: TableName }, { table_colors: TableColors }>;
  [S.rulesList]: Call<undefined, { rules: ConditionalRule[] }>;
  [S.ruleCreate]: Call<ConditionalRuleDto, { rule: ConditionalRule }>;
  [S.ruleUpdate]: Call<ConditionalRuleUpdateDto, { rule: ConditionalRule }>;
  [S.ruleDelete]: Call<undefined, { id: string }>;
  [S.rowColorsList]: RpcCall<RowCall<undefined>, RowColorsListReply>;
  [S.rowColorSet]: RpcCall<RowCall<RowColorDto | RowTextColorDto>, RowColorSetReply>;
  [S.rowColorDelete]: RpcCall<RowCall<RowKeyDto>, { table_name: TableName; row_identifier: string }>;
  [S.collapsibleList]: Call<undefined, { states: Record<string, boolean> }>;
  [S.collapsibleSet]: Call<CollapsibleStateDto, CollapsibleState>;
  [S.columnConfigsList]: Call<undefined, { column_configs: Record<ContainerType, ColumnConfig> }>;
  [S.columnConfigPut]: RpcCall<
    SettingsRequest<ColumnConfigDto> & { containerType: ContainerType },
    { config: ColumnConfig }
  >;
  [S.columnConfigDelete]: RpcCall<SettingsRequest & { containerType: ContainerType }, { config: ColumnConfig }>;
  [S.layoutsList]: Call<undefined, { layouts: SavedLayout[] }>;
  [S.layoutCreate]: Call<CreateLayoutDto, { layout: SavedLayout }>;
  [S.layoutUpdate]: Call<UpdateLayoutDto, { layout: SavedLayout }>;
  [S.layoutDelete]: Call<undefined, { id: string }>;
  [S.lastUsedGet]: Call<undefined, { last_used: LastUsedLayout | null }>;
  [S.lastUsedPut]: Call<LastUsedLayoutDto, { last_used: LastUsedLayout }>;
  [S.activeGet]: Call<undefined, { active_layout_id: string | null }>;
  [S.activePut]: Call<ActiveLayoutDto, { active_layout_id: string | null }>;
  [S.preferencesGet]: Call<undefined, { preferences: UserPreferences }>;
  [S.preferencesPut]: Call<UserPreferencesDto, { preferences: UserPreferences }>;
};

export const SETTINGS_RPC_COMPLETE: CoversEvery<SettingsSubject, SettingsRpc> = true;
