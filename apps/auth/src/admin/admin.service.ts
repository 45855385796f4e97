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
  type UserDataCountReply,
} from '@app/contracts';
import { DomainError, RpcClient, UserEventsPublisher } from '@app/common';
import { Clock } from '../crypto/clock.js';
import { PasswordHasher } from '../crypto/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { toPublicUser } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';

const SUMMARY_TIMEOUT_MS = 2000;

@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersRepository,
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
    if (id === actor.userId && (changes.is_active === false || (changes.user_type && changes.user_type !== 'admin'))) {
      throw new DomainError(ErrorCode.Conflict, 'You cannot deactivate or demote your own account');
    }
    const patch: Partial<UserEntity> = {};
    if (changes.first_name !== undefined) patch.firstName = changes.first_name;
    if (changes.last_name !== undefined) patch.lastName = changes.last_name;
    if (changes.user_type !== undefined) patch.userType = changes.user_type;
    if (changes.is_active !== undefined) patch.isActive = changes.is_active;
    if (changes.password !== undefined) patch.passwordHash = await this.hasher.hash(changes.password);
    const updated = (await this.users.update(id, patch)) ?? user;
    // A new password, a lost role or a disabled account must end the sessions that the old state allowed.
    const reason = this.revocationReason(user, patch);
    if (reason) await this.sessions.endAllForUser(id, reason);
    return toPublicUser(updated);
  }

  async delete(id: string, actor: Actor): Promise<void> {
    if (id === actor.userId) throw new DomainError(ErrorCode.Conflict, 'You cannot delete your own account');
    await this.mustFind(id);
    await this.sessions.endAllForUser(id, 'account deleted');
    const deleted = await this.users.delete(id, () =>
      this.events.userDeleted({ userId: id, deletedAt: this.clock.now().toISOString() }),
    );
    if (!deleted) throw DomainError.notFound('User');
  }

  /** Counts the user's rows in every service; a service that does not answer is listed as unavailable. */
  async dataSummary(id: string): Promise<AdminDataSummaryReply> {
    const user = await this.mustFind(id);
    const others = SERVICE_NAMES.filter((s) => s !== 'auth');
    const answers = await Promise.allSettled(
      others.map((s) =>
        this.rpc.request<UserDataCountReply>(serviceSubjects(s).userDataCount, { userId: id }, { timeoutMs: SUMMARY_TIMEOUT_MS }),
      ),
    );
    const services: Partial<Record<ServiceName, Record<string, number>>> = { auth: await this.sessions.countForUser(id) };
    const unavailable: ServiceName[] = [];
    answers.forEach((a, i) => {
      if (a.status === 'fulfilled') services[others[i]] = a.value.counts;
      else unavailable.push(others[i]);
    });
    const total = Object.values(services).reduce((sum, counts) => sum + Object.values(counts ?? {}).reduce((a, b) => a + b, 0), 0);
    return { user: { id: user.id, email: user.email }, services, unavailable, total };
  }

  private async mustFind(id: string): Promise<UserEntity> {
    const user = await this.users.findById(id);
    if (!user) throw DomainError.notFound('User');
    return user;
  }

  private revocationReason(before: UserEntity, patch: Partial<UserEntity>): string | null {
    if (patch.passwordHash) return 'password changed';
    if (patch.isActive === false && before.isActive) return 'account disabled';
    if (patch.userType && patch.userType !== before.userType) return 'role changed';
    return null;
  }
}
