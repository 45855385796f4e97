import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type PublicUser,
  type RegisterRequest,
  type ValidateUsernameReply,
} from '@app/contracts';
import { DomainError } from '@app/common';
import { AuthConfig } from '../config/auth.config.js';
import { PasswordHasher } from '../crypto/password-hasher.js';
import { normaliseEmail, toPublicUser } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly config: AuthConfig,
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
    if (!isAdmin && !this.config.ALLOW_REGISTRATION) throw new DomainError(ErrorCode.Forbidden, 'Registration is closed');
    if (!isAdmin && body.user_type && body.user_type !== 'customer') {
      throw new DomainError(ErrorCode.Forbidden, 'Only an admin may create an admin account');
    }
    const created = await this.users.create({
      email: normaliseEmail(body.email),
      passwordHash: await this.hasher.hash(body.password),
      userType: isAdmin ? (body.user_type ?? 'customer') : 'customer',
      firstName: body.first_name ?? null,
      lastName: body.last_name ?? null,
    });
    if (!created) throw new DomainError(ErrorCode.Conflict, 'An account with this email already exists');
    return toPublicUser(created);
  }
}
