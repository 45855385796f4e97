import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity.js';

export type NewUser = Pick<UserEntity, 'email' | 'passwordHash' | 'userType' | 'firstName' | 'lastName'> &
  Partial<Pick<UserEntity, 'id' | 'brokerUserId' | 'brokerUserShortname'>>;

const UNIQUE_VIOLATION = '23505';

/** Accounts (auth.users). Emails are stored normalised, unique in any case. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private repo(tx?: EntityManager) {
    return (tx ?? this.ds.manager).getRepository(UserEntity);
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.repo().findOneBy({ id });
  }

  /** Expects a normalised (lower-case) email. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo().findOneBy({ email });
  }

  list(): Promise<UserEntity[]> {
    return this.repo().find({ order: { createdAt: 'ASC' } });
  }

  /** Inserts a user; answers null when the email is taken. */
  async create(data: NewUser, tx?: EntityManager): Promise<UserEntity | null> {
    try {
      const saved = await this.repo(tx).save(this.repo(tx).create({ ...data, isActive: true }));
      return (await this.repo(tx).findOneBy({ id: saved.id }))!;
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw e;
    }
  }

  async update(id: string, changes: Partial<UserEntity>): Promise<UserEntity | null> {
    await this.repo().update({ id }, changes);
    return this.findById(id);
  }

  touchLastLogin(id: string, at: Date): Promise<unknown> {
    return this.repo().update({ id }, { lastLoginAt: at });
  }

  /** Reads a user and locks the row until the transaction ends (before a delete). */
  findForUpdate(id: string, tx: EntityManager): Promise<UserEntity | null> {
    return tx.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Deletes the user; their sessions and refresh tokens cascade. */
  async delete(id: string, tx?: EntityManager): Promise<void> {
    await this.repo(tx).delete({ id });
  }

  /** Creates or refreshes a seeded account by its fixed id. */
  async upsert(data: NewUser & { id: string }): Promise<void> {
    await this.repo().upsert({ ...data, isActive: true }, ['id']);
  }
}
