/**
 * The customer's own account: profile, phone change by code, erasure, logout. Every call acts on the session's
 * user at the session's merchant.
 */
import type { Lang, User, UserUpdate } from '@dasturxon/contracts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { OtpService } from '../auth/otp.ts';
import type { Session, SessionService } from '../auth/sessions.ts';
import { isUniqueViolation, type UserRepository, type UserRow } from './repository.ts';

/** The user as its owner sees it (UserSchema). Only called for live users, whose phone is set. */
export function toUserWire(row: UserRow): User {
  return {
    id: row.id,
    merchantId: row.merchantId,
    phone: row.phone ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    birthday: row.birthday,
    email: row.email,
    image: row.image,
    role: row.role,
    cashback: row.cashback,
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}

function phoneTaken(): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'phoneTaken');
}

export function createUserService(deps: {
  repo: UserRepository;
  otp: OtpService;
  sessions: SessionService;
  clock?: () => Date;
}) {
  const { repo, otp, sessions } = deps;
  const clock = deps.clock ?? (() => new Date());

  const own = async (session: Session): Promise<UserRow> => {
    const row = await repo.findById(session.merchantId, session.userId);
    // The session hook already checked the user is live; a concurrent erase lands here.
    if (!row) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
    return row;
  };

  return {
    async me(session: Session): Promise<User> {
      return toUserWire(await own(session));
    },

    async update(session: Session, fields: UserUpdate): Promise<User> {
      const row = await repo.updateProfile(session.merchantId, session.userId, fields, clock());
      if (!row) throw notFound('userNotFound');
      return toUserWire(row);
    },

    /** Send a CHANGE_PHONE code to the new number, unless it is the current one or another user's. */
    async requestPhoneChange(input: {
      session: Session;
      merchant: { id: string; name: Record<Lang, string> };
      phone: string;
      clientIp: string;
      lang: Lang;
    }) {
      const user = await own(input.session);
      if (user.phone === input.phone) throw new AppError('VALIDATION_FAILED', 400, 'phoneUnchanged');
      if (await repo.findByPhone(input.session.merchantId, input.phone)) throw phoneTaken();
      return otp.send({
        merchant: input.merchant,
        phone: input.phone,
        purpose: 'CHANGE_PHONE',
        userId: user.id,
        clientIp: input.clientIp,
        lang: input.lang,
      });
    },

    async verifyPhoneChange(session: Session, phone: string, code: string): Promise<User> {
      await otp.verify({
        merchantId: session.merchantId,
        phone,
        purpose: 'CHANGE_PHONE',
        code,
        userId: session.userId,
      });
      try {
        const row = await repo.updatePhone(session.merchantId, session.userId, phone, clock());
        if (!row) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
        return toUserWire(row);
      } catch (err) {
        // Someone registered the number between the code and its confirmation.
        if (isUniqueViolation(err)) throw phoneTaken();
        throw err;
      }
    },

    async erase(session: Session): Promise<void> {
      await repo.erase(session.merchantId, session.userId, clock());
    },

    async logout(session: Session): Promise<void> {
      await sessions.revoke(session.sessionId);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
