import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan, type EntityManager } from 'typeorm';
import { LoginFailureEntity } from './login-failure.entity.js';

export interface FailureWindow {
  count: number;
  oldest: Date | null;
}

/** Failed sign-ins (auth.login_failures), counted per account and per client IP. */
@Injectable()
export class LoginFailuresRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private repo(tx?: EntityManager) {
    return (tx ?? this.ds.manager).getRepository(LoginFailureEntity);
  }

  async record(email: string, ip: string, at: Date): Promise<void> {
    await this.repo().insert({ email, ip, attemptedAt: at });
  }

  /** How many failures an account or an IP had after `since`, and when the oldest of them was. */
  async since(column: 'email' | 'ip', value: string, since: Date): Promise<FailureWindow> {
    const row = await this.repo()
      .createQueryBuilder('f')
      .select('count(*)::text', 'n')
      .addSelect('min(f.attemptedAt)', 'oldest')
      .where(`f.${column} = :value`, { value })
      .andWhere('f.attemptedAt > :since', { since })
      .getRawOne<{ n: string; oldest: Date | null }>();
    return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
  }

  async clearForEmail(email: string, tx?: EntityManager): Promise<void> {
    await this.repo(tx).delete({ email });
  }

  async purgeBefore(before: Date): Promise<void> {
    await this.repo().delete({ attemptedAt: LessThan(before) });
  }
}
