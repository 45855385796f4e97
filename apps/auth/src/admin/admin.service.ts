import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  SERVICE_NAMES,
  serviceSubjects,
  type AdminDataSummaryReply,
  type AdminUpdateRequest,
  type Actor,
  type PublicUser,
  type ServiceName,
} from '@app/contracts';
import { DomainError, RpcClient, UnitOfWork, UserEventsPublisher } from '@app/common';
import { Clock } from '../crypto/clock.js';
import { PasswordHasher } from '../crypto/password-hasher.js';
import { LoginFailuresRepository } from '../login/login-failures.repository.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { toPublicUser } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { accountPatch, locksThemselvesOut, revocationReason } from './account-change-rules.js';

const SUMMARY_TIMEOUT_MS = 2000;

/** What an admin does to accounts: list, change, delete, and count a user's data in every service. */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersRepository,
    private readonly failures: LoginFailuresRepository,
    private readonly uow: UnitOfWork,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly events: UserEventsPublisher,
    private readonly rpc: RpcClient,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<PublicUser[]> {
    return (await this.users.list()).map(toPublicUser);
  }

  async update({ id, changes, actor }: AdminUpdateRequest): Promise<PublicUser> {
    const user = await this.mustFind(id);
    if (locksThemselvesOut(actor.userId, id, changes)) {
      throw new DomainError(ErrorCode.Conflict, 'You cannot deactivate or demote your own account');
    }
    const hash = changes.password !== undefined ? await this.hasher.hash(changes.password) : undefined;
    const patch = accountPatch(changes, hash);
    const updated = (await this.users.update(id, patch)) ?? user;
    const reason = revocationReason(user, patch);
    if (reason) await this.sessions.endAllForUser(id, reason);
    return toPublicUser(updated);
  }

  async delete(id: string, actor: Actor): Promise<void> {
    if (id === actor.userId) throw new DomainError(ErrorCode.Conflict, 'You cannot delete your own account');
    await this.mustFind(id);
    await this.sessions.endAllForUser(id, 'account deleted');
    const deleted = await this.uow.run(async (tx) => {
      const user = await this.users.findForUpdate(id, tx);
      if (!user) return false;
      await this.failures.clearForEmail(user.email, tx);
      await this.users.delete(id, tx);
      // Published before the commit: when it fails, the user stays, and so do their rows elsewhere.
      await this.events.userDeleted({ userId: id, deletedAt: this.clock.now().toISOString() });
      return true;
    });
    if (!deleted) throw DomainError.notFound('User');
  }

  /** Counts the user's rows in every service; a service that does not answer is listed as unavailable. */
  async dataSummary(id: string): Promise<AdminDataSummaryReply> {
    const user = await this.mustFind(id);
    const others = SERVICE_NAMES.filter((s) => s !== 'auth');
    const answers = await Promise.allSettled(
      others.map((s) =>
        this.rpc.request(serviceSubjects(s).userDataCount, { userId: id }, { timeoutMs: SUMMARY_TIMEOUT_MS }),
      ),
    );
    const services: Partial<Record<ServiceName, Record<string, number>>> = {
      auth: await this.sessions.countForUser(id),
    };
    const unavailable: ServiceName[] = [];
    answers.forEach((a, i) => {
      if (a.status === 'fulfilled') services[others[i]] = a.value.counts;
      else unavailable.push(others[i]);
    });
    const total = Object.values(services).reduce(
      (sum, counts) => sum + Object.values(counts ?? {}).reduce((a, b) => a + b, 0),
      0,
    );
    return { user: { id: user.id, email: user.email }, services, unavailable, total };
  }

  private async mustFind(id: string): Promise<UserEntity> {
    const user = await this.users.findById(id);
    if (!user) throw DomainError.notFound('User');
    return user;
  }
}
