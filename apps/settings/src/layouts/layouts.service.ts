import { Injectable } from '@nestjs/common';
import { ErrorCode, type LastUsedLayout, type SavedLayout } from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import { UserSettingsRepository } from '../preferences/user-settings.repository.js';
import { completedLayout } from './layout-completion.js';
import { lastUsedTimestamp } from './last-used-timestamp.js';
import { isEmptyLayout, layoutContent, layoutProblems, type LayoutContent, type LayoutInput } from './layout-rules.js';
import { DuplicateLayoutName, LayoutsRepository } from './layouts.repository.js';

export const EMPTY_LAYOUT_MESSAGE = 'Cannot save empty layout';
export const MAX_LAYOUTS_PER_USER = 100;

/** A layout completed (see completedLayout) and checked for saving; a saved layout may not be empty, the last-used one may. */
function checked(given: LayoutInput, allowEmpty: boolean): LayoutContent {
  const c = completedLayout(given);
  if (!allowEmpty && isEmptyLayout(c)) {
    throw new DomainError(ErrorCode.ValidationFailed, EMPTY_LAYOUT_MESSAGE, [
      { field: 'containers', errors: [EMPTY_LAYOUT_MESSAGE] },
    ]);
  }
  const problems = layoutProblems(c);
  if (problems.length > 0) throw validationError(problems);
  return layoutContent(c);
}

const duplicate = () => new DomainError(ErrorCode.Conflict, 'A layout with this name already exists');
const notFound = () => new DomainError(ErrorCode.NotFound, 'Layout not found');

/** Saved layouts (names unique per user), the last-used layout and the active layout. */
@Injectable()
export class LayoutsService {
  constructor(
    private readonly layouts: LayoutsRepository,
    private readonly settings: UserSettingsRepository,
  ) {}

  list(userId: string): Promise<SavedLayout[]> {
    return this.layouts.list(userId);
  }

  async create(userId: string, name: string, input: LayoutInput): Promise<SavedLayout> {
    const content = checked(input, false);
    if ((await this.layouts.list(userId)).length >= MAX_LAYOUTS_PER_USER) {
      throw new DomainError(ErrorCode.Conflict, `At most ${MAX_LAYOUTS_PER_USER} saved layouts per user`);
    }
    try {
      return await this.layouts.create(userId, name, content);
    } catch (e) {
      throw e instanceof DuplicateLayoutName ? duplicate() : e;
    }
  }

  async update(userId: string, id: string, name: string | undefined, input: LayoutInput): Promise<SavedLayout> {
    const content = checked(input, false);
    try {
      const saved = await this.layouts.update(userId, id, name, content);
      if (!saved) throw notFound();
      return saved;
    } catch (e) {
      throw e instanceof DuplicateLayoutName ? duplicate() : e;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.layouts.delete(userId, id))) throw notFound();
  }

  async lastUsed(userId: string): Promise<LastUsedLayout | null> {
    return this.settings.get<LastUsedLayout>(userId, 'last_used_layout');
  }

  async saveLastUsed(userId: string, input: LayoutInput & { timestamp?: string | number }): Promise<LastUsedLayout> {
    const content = checked(input, true);
    const value: LastUsedLayout = { ...content, timestamp: lastUsedTimestamp(input.timestamp, new Date()) };
    await this.settings.put(userId, 'last_used_layout', value);
    return value;
  }

  activeLayoutId(userId: string): Promise<string | null> {
    return this.settings.activeLayoutId(userId);
  }

  async setActive(userId: string, id: string | null): Promise<string | null> {
    if (!(await this.settings.setActiveLayout(userId, id))) throw notFound();
    return id;
  }
}
