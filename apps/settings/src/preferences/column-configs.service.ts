import { Injectable } from '@nestjs/common';
import type { ColumnConfig, ContainerType } from '@app/contracts';
import { validationError } from '@app/common';
import { columnConfigsOverDefaults, defaultColumnConfig } from '../bundle/merge-settings.js';
import { withRequiredColumns } from './column-config-completion.js';
import { columnConfigForPathProblems, storedColumnConfig } from './column-config-rules.js';
import { ColumnConfigsRepository } from './column-configs.repository.js';

/** The columns each kind of container shows, in order; a container without a saved config shows the defaults. */
@Injectable()
export class ColumnConfigsService {
  constructor(private readonly columns: ColumnConfigsRepository) {}

  async list(userId: string): Promise<Record<ContainerType, ColumnConfig>> {
    return columnConfigsOverDefaults(await this.columns.list(userId));
  }

  /** A config that leaves out a required column gets it added (see withRequiredColumns), then is checked. */
  async put(userId: string, pathType: ContainerType, given: ColumnConfig): Promise<ColumnConfig> {
    const config = withRequiredColumns(given);
    const problems = columnConfigForPathProblems(pathType, config);
    if (problems.length > 0) throw validationError(problems);
    const stored = storedColumnConfig(config);
    await this.columns.put(userId, stored);
    return stored;
  }

  /** Drops the saved config and answers the defaults the container falls back to. */
  async reset(userId: string, type: ContainerType): Promise<ColumnConfig> {
    await this.columns.delete(userId, type);
    return defaultColumnConfig(type);
  }
}
