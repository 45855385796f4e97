import { Injectable } from '@nestjs/common';
import { ErrorCode, type SoldListReply } from '@app/contracts';
import { DomainError } from '@app/common';
import { soldMonthGroups } from './sold-month-groups.js';
import { SoldPositionRepository } from './sold-position.repository.js';

/** Sold positions: the list, newest sale first, with month groups on request, and deletion. */
@Injectable()
export class SoldService {
  constructor(private readonly sold: SoldPositionRepository) {}

  async list(userId: string, grouped = false): Promise<SoldListReply> {
    const soldPositions = await this.sold.list(userId);
    return grouped ? { soldPositions, groups: soldMonthGroups(soldPositions) } : { soldPositions };
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.sold.delete(userId, id))) throw new DomainError(ErrorCode.NotFound, 'Sold position not found');
  }

  /** Deletes only the user's own rows among the ids; answers how many went. */
  bulkDelete(userId: string, ids: string[]): Promise<number> {
    return this.sold.deleteMany(userId, ids);
  }
}
