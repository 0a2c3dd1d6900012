import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Per-request lines at debug level: access logs are the reverse proxy's job and writing two lines per
 * request costs a large share of the menu's throughput. LOG_LEVEL=debug brings them back; failures are
 * logged by the error handler at any level (decision 011).
 */
export class QuietRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
