import { Injectable } from '@nestjs/common';
import { ErrorCode, type PublicUser, type RegisterRequest, type ValidateUsernameReply } from '@app/contracts';
import { DomainError, UnitOfWork } from '@app/common';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import { Clock } from '../crypto/clock.js';
import { AuthConfig } from '../config/auth.config.js';
import { PasswordHasher } from '../crypto/password-hasher.js';
import { normaliseEmail, toPublicUser } from './user.mapper.js';
import type { UserEntity } from './user.entity.js';
import { UsersRepository, type NewUser } from './users.repository.js';

const conflict = () => new DomainError(ErrorCode.Conflict, 'An account with this email already exists');

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly config: AuthConfig,
    private readonly uow: UnitOfWork,
    private readonly audit: AdminAuditService,
    private readonly clock: Clock,
  ) {}

  async profile(userId: string): Promise<PublicUser> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) throw new DomainError(ErrorCode.Unauthenticated, 'Not signed in');
    return toPublicUser(user);
  }

  async validateUsername(username: string): Promise<ValidateUsernameReply> {
    const user = await this.users.findByEmail(normaliseEmail(username));
    if (!user || !user.isActive) return { valid: false, message: 'User not found', first_name: null, user_id: null };
    return { valid: true, message: 'Username is valid', first_name: user.firstName, user_id: user.brokerUserId };
  }

  /** Open sign-up creates customers while registration is open; an admin may always create, and choose the type. */
  async register({ body, actor }: RegisterRequest): Promise<PublicUser> {
    const isAdmin = actor?.userType === 'admin';
    if (!isAdmin && !this.config.ALLOW_REGISTRATION)
      throw new DomainError(ErrorCode.Forbidden, 'Registration is closed');
    if (!isAdmin && body.user_type && body.user_type !== 'customer') {
      throw new DomainError(ErrorCode.Forbidden, 'Only an admin may create an admin account');
    }
    const user: NewUser = {
      email: normaliseEmail(body.email),
      passwordHash: await this.hasher.hash(body.password),
      userType: isAdmin ? (body.user_type ?? 'customer') : 'customer',
      firstName: body.first_name ?? null,
      lastName: body.last_name ?? null,
    };
    const created = isAdmin ? await this.createAudited(actor!.userId, user) : await this.users.create(user);
    if (!created) throw conflict();
    return toPublicUser(created);
  }

  /** An admin's registration is not limited per client; it is audited instead, with the account in one transaction. */
  private createAudited(adminId: string, user: NewUser): Promise<UserEntity> {
    return this.uow.run(async (tx) => {
      const admin = await this.users.findById(adminId);
      if (!admin?.isActive) throw new DomainError(ErrorCode.Unauthenticated, 'Not signed in');
      const created = await this.users.create(user, tx);
      if (!created) throw conflict();
      await this.audit.userCreated(admin, created, this.clock.now(), tx);
      return created;
    });
  }
}
