/**
 * The geocoding rate gate shared by every instance in scale mode (issue 15 §3): Nominatim allows one request per
 * second per application, not per process. The next free slot lives in one Redis key, reserved atomically by a
 * script that reads Redis's own clock (the machines' clocks may differ). While Redis cannot be reached, the
 * process's own gate is used instead: geocoding keeps working, at worst one request per second per instance.
 */
import type { Redis } from 'ioredis';
import { createRateGate, GateBusyError, type RateGate } from './rate-gate.ts';

/** Returns the wait in ms (>= 0), or -(1 + ms over the longest wait) when the slot is too far away. */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local maxWait = tonumber(ARGV[2])
local nextSlot = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, nextSlot)
local delay = slot - now
if delay > maxWait then return -1 - (delay - maxWait) end
redis.call('SET', KEYS[1], slot + interval, 'PX', delay + interval + 1000)
return delay
`;

export function createRedisRateGate(opts: {
  redis: Redis;
  intervalMs: number;
  maxWaitMs: number;
  key?: string;
  sleep?: (ms: number) => Promise<void>;
}): RateGate & { lastDelayMs(): number } {
  const key = opts.key ?? 'dasturxon:nominatim-gate';
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const local = createRateGate({ intervalMs: opts.intervalMs, maxWaitMs: opts.maxWaitMs });
  let last = 0;
  return {
    async wait() {
      let answer: number;
      try {
        answer = Number(await opts.redis.eval(RESERVE, 1, key, opts.intervalMs, opts.maxWaitMs));
      } catch {
        last = 0;
        return local.wait();
      }
      if (answer < 0) throw new GateBusyError(-answer - 1);
      last = answer;
      if (answer > 0) await sleep(answer);
    },
    lastDelayMs: () => last,
  };
}
