/**
 * The one error type services and routes throw. It carries a stable machine code (contracts ERROR_CODES), the
 * HTTP status and a catalogue key; the error handler writes the message in the caller's language.
 */
import type { ErrorCode } from '@dasturxon/contracts';
import type { MessageKey, MessageParams } from './messages.ts';

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly key: MessageKey;
  readonly params: MessageParams | undefined;
  readonly details: ErrorDetail[] | undefined;

  constructor(
    code: ErrorCode,
    status: number,
    key: MessageKey,
    opts: { params?: MessageParams; details?: ErrorDetail[]; cause?: unknown } = {},
  ) {
    super(`${code}: ${key}`, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.key = key;
    this.params = opts.params;
    this.details = opts.details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** 404 with a specific message: "branch not found", "no branches", ... */
export function notFound(key: MessageKey = 'notFound', params?: MessageParams): AppError {
  return new AppError('NOT_FOUND', 404, key, params ? { params } : {});
}
