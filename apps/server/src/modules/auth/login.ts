/** Phone login: a LOGIN code proves the phone; the first login creates the user (decision 050). */
import type { LoginResponse } from '@dasturxon/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { UserRepository } from '../users/repository.ts';
import { toUserWire } from '../users/service.ts';
import type { OtpService } from './otp.ts';
import type { SessionService } from './sessions.ts';

export function createLoginService(deps: {
  otp: OtpService;
  sessions: SessionService;
  users: UserRepository;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async login(merchantId: string, phone: string, code: string): Promise<LoginResponse> {
      await deps.otp.verify({ merchantId, phone, purpose: 'LOGIN', code });
      const user = await deps.users.findOrCreateByPhone(merchantId, phone, clock());
      // A merchant may block a customer; the code was right, but no session for a blocked account.
      if (!user.isActive || user.deletedAt) throw new AppError('FORBIDDEN', 403, 'forbidden');
      const token = await deps.sessions.createSession({ merchantId, userId: user.id, client: 'WEB' });
      return { token, user: toUserWire(user) };
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
