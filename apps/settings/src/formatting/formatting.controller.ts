import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ConditionalRuleDto,
  ConditionalRuleUpdateDto,
  RowColorDto,
  RowKeyDto,
  RowTextColorDto,
  RuleIdParam,
  SETTINGS_SUBJECTS,
  TableNameQuery,
  type RowColorKind,
  type SettingsRequest,
  type RpcReply,
} from '@app/contracts';
import { UserId, parseDto } from '@app/common';
import { FormattingService } from './formatting.service.js';
import { rowColorKindOf } from './row-color-kinds.js';

type RowRequest = SettingsRequest<object> & { kind?: string };

/** A row colour to save: the body's DTO, and the field its colour is in, depend on the kind. */
async function rowColorBody(kind: RowColorKind, body: unknown) {
  if (kind === 'row_colors') {
    const b = await parseDto(RowColorDto, body);
    return { table_name: b.table_name, row_identifier: b.row_identifier, color: b.background_color };
  }
  const b = await parseDto(RowTextColorDto, body);
  return { table_name: b.table_name, row_identifier: b.row_identifier, color: b.text_color };
}

/** Conditional-formatting rules, and row colours of either kind (background or text). */
@Controller()
export class FormattingController {
  constructor(private readonly formatting: FormattingService) {}

  @MessagePattern(SETTINGS_SUBJECTS.rulesList)
  async rules(
    @UserId() userId: string,
    @Payload() p: SettingsRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.rulesList>> {
    const { table_name } = await parseDto(TableNameQuery, { table_name: p?.table_name });
    return { rules: await this.formatting.rules(userId, table_name) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.ruleCreate)
  async create(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.ruleCreate>> {
    return { rule: await this.formatting.createRule(userId, { ...(await parseDto(ConditionalRuleDto, p?.body)) }) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.ruleUpdate)
  async update(
    @UserId() userId: string,
    @Payload() p: SettingsRequest<object>,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.ruleUpdate>> {
    const { id } = await parseDto(RuleIdParam, { id: p?.id });
    const changes = { ...(await parseDto(ConditionalRuleUpdateDto, p?.body)) };
    return { rule: await this.formatting.updateRule(userId, id, changes) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.ruleDelete)
  async delete(
    @UserId() userId: string,
    @Payload() p: SettingsRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.ruleDelete>> {
    const { id } = await parseDto(RuleIdParam, { id: p?.id });
    await this.formatting.deleteRule(userId, id);
    return { id };
  }

  @MessagePattern(SETTINGS_SUBJECTS.rowColorsList)
  async rowColors(
    @UserId() userId: string,
    @Payload() p: RowRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.rowColorsList>> {
    const kind = rowColorKindOf(p?.kind);
    const { table_name } = await parseDto(TableNameQuery, { table_name: p?.table_name });
    return this.formatting.rowColors(kind, userId, table_name);
  }

  @MessagePattern(SETTINGS_SUBJECTS.rowColorSet)
  async setRowColor(
    @UserId() userId: string,
    @Payload() p: RowRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.rowColorSet>> {
    const kind = rowColorKindOf(p?.kind);
    const b = await rowColorBody(kind, p?.body);
    return this.formatting.setRowColor(kind, userId, b.table_name, b.row_identifier, b.color);
  }

  @MessagePattern(SETTINGS_SUBJECTS.rowColorDelete)
  async deleteRowColor(
    @UserId() userId: string,
    @Payload() p: RowRequest,
  ): Promise<RpcReply<typeof SETTINGS_SUBJECTS.rowColorDelete>> {
    const kind = rowColorKindOf(p?.kind);
    const b = await parseDto(RowKeyDto, p?.body);
    await this.formatting.deleteRowColor(kind, userId, b.table_name, b.row_identifier);
    return { table_name: b.table_name, row_identifier: b.row_identifier };
  }
}
