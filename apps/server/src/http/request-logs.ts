import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * What a log line says about a request: method, path and client address. Never the query string: it can carry
 * personal data (a phone in a test route's query, an address typed into the geocoding search), and logs are kept
 * and shipped where personal data must not go (decision 179).
 */
export function requestSummary(request: FastifyRequest): {
  method: string;
  path: string;
  remoteAddress: string;
} {
  const url = request.raw.url ?? request.url;
  const query = url.indexOf('?');
  return {
    method: request.method,
    path: query === -1 ? url : `${url.slice(0, query)}?…`,
    remoteAddress: request.ip,
  };
}

/**
 * Per-request lines at debug level: access logs are the reverse proxy's job and writing two lines per
 * request costs a large share of the menu's throughput. LOG_LEVEL=debug brings them back; failures are
 * logged by the error handler at any level (decision 011). Every line that names the request uses
 * requestSummary, not Fastify's request serializer (which writes the whole URL).
 */
export class QuietRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ request: requestSummary(request) }, 'incoming request');
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
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) {
      reply.log.error({ request: requestSummary(request), res: reply, err: error }, error?.message);
    } else reply.log.info({ res: reply, err: error }, error?.message);
  }
  override routeNotFound(request: FastifyRequest): void {
    const { method, path } = requestSummary(request);
    request.log.info(`Route ${method}:${path} not found`);
  }
  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ request: requestSummary(request), res: reply, err: error }, error?.message);
  }
}
