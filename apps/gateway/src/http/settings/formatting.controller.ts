import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  CollapsibleStateDto,
  ColumnConfigDto,
  ConditionalRuleDto,
  ConditionalRuleUpdateDto,
  ContainerTypeParam,
  RowColorDto,
  RowKeyDto,
  RowTextColorDto,
  RuleIdParam,
  SETTINGS_SUBJECTS,
  TableNameQuery,
  type Actor,
} from '@app/contracts';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { SettingsRpc } from './settings-rpc.js';

const ok = async (p: Promise<object>) => ({ success: true, data: await p });

/** Conditional formatting, row colours, collapse states and column configurations. */
@Controller('settings')
export class FormattingController {
  constructor(private readonly s: SettingsRpc) {}

  @Get('conditional-formatting')
  rules(@CurrentActor() a: Actor, @Query() q: TableNameQuery) {
    return ok(this.s.call(SETTINGS_SUBJECTS.rulesList, a.userId, { table_name: q.table_name }));
  }

  @Post('conditional-formatting')
  createRule(@CurrentActor() a: Actor, @Body() body: ConditionalRuleDto) {
    return ok(this.s.call(SETTINGS_SUBJECTS.ruleCreate, a.userId, { body }));
  }

  @Put('conditional-formatting/:id')
  updateRule(@CurrentActor() a: Actor, @Param() { id }: RuleIdParam, @Body() body: ConditionalRuleUpdateDto) {
    return ok(this.s.call(SETTINGS_SUBJECTS.ruleUpdate, a.userId, { id, body }));
  }

  @Delete('conditional-formatting/:id')
  deleteRule(@CurrentActor() a: Actor, @Param() { id }: RuleIdParam) {
    return ok(this.s.call(SETTINGS_SUBJECTS.ruleDelete, a.userId, { id }));
  }

  @Get('row-colors')
  rowColors(@CurrentActor() a: Actor, @Query() q: TableNameQuery) {
    return ok(this.s.call(SETTINGS_SUBJECTS.rowColorsList, a.userId, { kind: 'row_colors', table_name: q.table_name }));
  }

  @Post('row-colors')
  @HttpCode(200)
  setRowColor(@CurrentActor() a: Actor, @Body() body: RowColorDto) {
    return ok(this.s.call(SETTINGS_SUBJECTS.rowColorSet, a.userId, { kind: 'row_colors', body }));
  }

  @Delete('row-colors')
  deleteRowColor(@CurrentActor() a: Actor, @Body() body: RowKeyDto) {
    return ok(this.s.call(SETTINGS_SUBJECTS.rowColorDelete, a.userId, { kind: 'row_colors', body }));
  }

  @Get('row-text-colors')
  rowTextColors(@CurrentActor() a: Actor, @Query() q: TableNameQuery) {
    return ok(this.s.call(SETTINGS_SUBJECTS.rowColorsList, a.userId, { kind: 'row_text_colors', table_name: q.table_name }));
  }

  @Post('row-text-colors')
  @HttpCode(200)
  setRowTextColor(@CurrentActor() a: Actor, @Body() body: RowTextColorDto) {
    return ok(this.s.call(SETTINGS_SUBJECTS.rowColorSet, a.userId, { kind: 'row_text_colors', body }));
  }

  @Delete('row-text-colors')
  deleteRowTextColor(@CurrentActor() a: Actor, @Body() body: RowKeyDto) {
    return ok(this.s.call(SETTINGS_SUBJECTS.rowColorDelete, a.userId, { kind: 'row_text_colors', body }));
  }

  @Get('collapsible-states')
  collapsible(@CurrentActor() a: Actor) {
    return ok(this.s.call(SETTINGS_SUBJECTS.collapsibleList, a.userId));
  }

  @Post('collapsible-states')
  @HttpCode(200)
  setCollapsible(@CurrentActor() a: Actor, @Body() body: CollapsibleStateDto) {
    return ok(this.s.call(SETTINGS_SUBJECTS.collapsibleSet, a.userId, { body }));
  }

  @Get('column-configs')
  columnConfigs(@CurrentActor() a: Actor) {
    return ok(this.s.call(SETTINGS_SUBJECTS.columnConfigsList, a.userId));
  }

  @Put('column-configs/:containerType')
  putColumnConfig(@CurrentActor() a: Actor, @Param() { containerType }: ContainerTypeParam, @Body() body: ColumnConfigDto) {
    return ok(this.s.call(SETTINGS_SUBJECTS.columnConfigPut, a.userId, { containerType, body }));
  }

  @Delete('column-configs/:containerType')
  deleteColumnConfig(@CurrentActor() a: Actor, @Param() { containerType }: ContainerTypeParam) {
    return ok(this.s.call(SETTINGS_SUBJECTS.columnConfigDelete, a.userId, { containerType }));
  }
}
