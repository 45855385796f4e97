import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { LoginFailureEntity } from './login-attempt.entity.js';

export interface FailureWindow {
  count: number;
  oldest: Date | null;
}

@Injectable()
export class LoginFailuresRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async record(email: string, ip: string, at: Date): Promise<void> {
    await this.ds.getRepository(LoginFailureEntity).insert({ email, ip, attemptedAt: at });
  }

  async since(column: 'email' | 'ip', value: string, since: Date): Promise<FailureWindow> {
    const rows: Array<{ n: string; oldest: Date | null }> = await this.ds.query(
      `SELECT count(*)::text AS n, min(attempted_at) AS oldest FROM auth.login_failures WHERE ${column} = $1 AND attempted_at > $2`,
      [value, since],
    );
    return { count: Number(rows[0]?.n ?? 0), oldest: rows[0]?.oldest ?? null };
  }

  async clearForEmail(email: string): Promise<void> {
    await this.ds.getRepository(LoginFailureEntity).delete({ email });
  }

  async purgeBefore(before: Date): Promise<void> {
    await this.ds.getRepository(LoginFailureEntity).delete({ attemptedAt: LessThan(before) });
  }

  async countForEmail(email: string): Promise<number> {
    return this.ds.getRepository(LoginFailureEntity).countBy({ email });
  }
}
