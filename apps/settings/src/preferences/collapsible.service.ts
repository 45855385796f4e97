import { Injectable } from '@nestjs/common';
import { CollapsibleRepository } from './collapsible.repository.js';

/** Whether each dashboard container is collapsed, per user. */
@Injectable()
export class CollapsibleService {
  constructor(private readonly collapsible: CollapsibleRepository) {}

  list(userId: string): Promise<Record<string, boolean>> {
    return this.collapsible.list(userId);
  }

  async set(
    userId: string,
    containerId: string,
    collapsed: boolean,
  ): Promise<{ container_id: string; is_collapsed: boolean }> {
    await this.collapsible.set(userId, containerId, collapsed);
    return { container_id: containerId, is_collapsed: collapsed };
  }
}
