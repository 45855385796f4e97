import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity.js';

export type NewUser = Pick<UserEntity, 'email' | 'passwordHash' | 'userType' | 'firstName' | 'lastName'> &
  Partial<Pick<UserEntity, 'id' | 'brokerUserId' | 'brokerUserShortname'>>;

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(UserEntity);
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** Expects a normalised (lower-case) email. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ email });
  }

  list(): Promise<UserEntity[]> {
    return this.repo.find({ order: { createdAt: 'ASC' } });
  }

  /** Inserts a user; answers null when the email is taken. */
  async create(data: NewUser): Promise<UserEntity | null> {
    try {
      const saved = await this.repo.save(this.repo.create({ ...data, isActive: true }));
      return (await this.findById(saved.id))!;
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw e;
    }
  }

  async update(id: string, changes: Partial<UserEntity>): Promise<UserEntity | null> {
    await this.repo.update({ id }, changes);
    return this.findById(id);
  }

  touchLastLogin(id: string, at: Date): Promise<unknown> {
    return this.repo.update({ id }, { lastLoginAt: at });
  }

  /**
   * Deletes the user (sessions and tokens cascade) and runs beforeCommit inside the same
   * transaction, so a failure there leaves the user in place.
   */
  async delete(id: string, beforeCommit: () => Promise<void>): Promise<boolean> {
    return this.ds.transaction(async (m: EntityManager) => {
      const user = await m.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) return false;
      await m.query('DELETE FROM auth.login_failures WHERE email = $1', [user.email]);
      await m.delete(UserEntity, { id });
      await beforeCommit();
      return true;
    });
  }

  /** Creates or refreshes a seeded account by its fixed id. */
  async upsert(data: NewUser & { id: string }): Promise<void> {
    await this.repo.upsert({ ...data, isActive: true }, ['id']);
  }
}
