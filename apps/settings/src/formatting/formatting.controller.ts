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
  type SettingsRequest,
} from '@app/contracts';
import { parseDto, userIdOf, validationError } from '@app/common';
import type { RowColorKind } from './formatting.repository.js';
import { FormattingService } from './formatting.service.js';

type RowRequest = SettingsRequest<object> & { kind?: string };

function kindOf(value: unknown): RowColorKind {
  if (value !== 'row_colors' && value !== 'row_text_colors') throw validationError([{ field: 'kind', errors: ['kind must be row_colors or row_text_colors'] }]);
  return value;
}

@Controller()
export class FormattingController {
  constructor(private readonly formatting: FormattingService) {}

  @MessagePattern(SETTINGS_SUBJECTS.rulesList)
  async rules(@Payload() p: SettingsRequest) {
    const userId = userIdOf(p?.userId);
    const { table_name } = await parseDto(TableNameQuery, { table_name: p?.table_name });
    return { rules: await this.formatting.rules(userId, table_name) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.ruleCreate)
  async create(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    return { rule: await this.formatting.createRule(userId, { ...(await parseDto(ConditionalRuleDto, p?.body)) }) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.ruleUpdate)
  async update(@Payload() p: SettingsRequest<object>) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(RuleIdParam, { id: p?.id });
    return { rule: await this.formatting.updateRule(userId, id, { ...(await parseDto(ConditionalRuleUpdateDto, p?.body)) }) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.ruleDelete)
  async delete(@Payload() p: SettingsRequest) {
    const userId = userIdOf(p?.userId);
    const { id } = await parseDto(RuleIdParam, { id: p?.id });
    await this.formatting.deleteRule(userId, id);
    return { id };
  }

  @MessagePattern(SETTINGS_SUBJECTS.rowColorsList)
  async rowColors(@Payload() p: RowRequest) {
    const kind = kindOf(p?.kind);
    const { table_name } = await parseDto(TableNameQuery, { table_name: p?.table_name });
    return { [kind]: await this.formatting.rowColors(kind, userIdOf(p?.userId), table_name) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.rowColorSet)
  async setRowColor(@Payload() p: RowRequest) {
    const kind = kindOf(p?.kind);
    const userId = userIdOf(p?.userId);
    if (kind === 'row_colors') {
      const b = await parseDto(RowColorDto, p?.body);
      return { row_color: await this.formatting.setRowColor(kind, userId, b.table_name, b.row_identifier, b.background_color) };
    }
    const b = await parseDto(RowTextColorDto, p?.body);
    return { row_text_color: await this.formatting.setRowColor(kind, userId, b.table_name, b.row_identifier, b.text_color) };
  }

  @MessagePattern(SETTINGS_SUBJECTS.rowColorDelete)
  async deleteRowColor(@Payload() p: RowRequest) {
    const kind = kindOf(p?.kind);
    const b = await parseDto(RowKeyDto, p?.body);
    await this.formatting.deleteRowColor(kind, userIdOf(p?.userId), b.table_name, b.row_identifier);
    return { table_name: b.table_name, row_identifier: b.row_identifier };
  }
}
