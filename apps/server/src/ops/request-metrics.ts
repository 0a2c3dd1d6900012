/**
 * `http_requests_total` and `http_request_duration_seconds` kept in plain numbers per series (decision 368), read
 * by prom-client's registry at a scrape like any of its own metrics (the same text, the same names and labels).
 *
 * prom-client's bound children (`counter.labels(...)`) still check and hash their labels on every `inc` and
 * `observe`: ~9% of the CPU of a menu API answer, the cheapest answer the server gives (issue 15 §1). A series here
 * is an object found once per method, route and status; counting an answer is two additions and a bucket's.
 */

/** The request counter and duration histogram of one method, route and status, bound once. */
export interface RequestMetricChildren {
  count: { inc(): void };
  time: { observe(seconds: number): void };
}

type Labels = { method: string; route: string; status: string };

interface Series extends RequestMetricChildren {
  labels: Labels;
  requests: number;
  sum: number;
  observed: number;
  /** Observations per bucket (not cumulative); the last is +Inf. */
  buckets: number[];
}

/** What prom-client's Registry reads of a metric: its name, help, type and values (Registry.getMetricsAsString). */
export interface RegistryMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{
    name: string;
    help: string;
    type: 'counter' | 'histogram';
    aggregator: 'sum';
    values: { labels: Record<string, string | number>; value: number; metricName?: string }[];
  }>;
  reset(): void;
}

export interface RequestMetrics {
  childrenOf(method: string, route: string, status: number): RequestMetricChildren;
  counter: RegistryMetric;
  histogram: RegistryMetric;
}

export function createRequestMetrics(opts: {
  counterName: string;
  counterHelp: string;
  histogramName: string;
  histogramHelp: string;
  buckets: number[];
  /** Series kept at most (routes and statuses are few: the bound only guards against the unexpected). */
  max?: number;
}): RequestMetrics {
  const bounds = [...opts.buckets].sort((a, b) => a - b);
  const max = opts.max ?? 5_000;
  const series = new Map<string, Series>();
  /** Past the bound: one series per label set is still counted, only not kept for the next answer. */
  const overflow = new Map<string, Series>();

  function make(labels: Labels): Series {
    const s: Series = {
      labels,
      requests: 0,
      sum: 0,
      observed: 0,
      buckets: new Array(bounds.length + 1).fill(0),
      count: {
        inc() {
          s.requests += 1;
        },
      },
      time: {
        observe(seconds: number) {
          if (!Number.isFinite(seconds)) return;
          s.sum += seconds;
          s.observed += 1;
          let i = 0;
          while (i < bounds.length && seconds > (bounds[i] as number)) i++;
          s.buckets[i] = (s.buckets[i] ?? 0) + 1;
        },
      },
    };
    return s;
  }

  function childrenOf(method: string, route: string, status: number): RequestMetricChildren {
    const key = `${method} ${status} ${route}`;
    let s = series.get(key) ?? overflow.get(key);
    if (!s) {
      s = make({ method, route, status: String(status) });
      (series.size < max ? series : overflow).set(key, s);
    }
    return s;
  }

  const all = () => [...series.values(), ...overflow.values()];
  const counter: RegistryMetric = {
    name: opts.counterName,
    help: opts.counterHelp,
    type: 'counter',
    aggregator: 'sum',
    async get() {
      const values = all()
        .filter((s) => s.requests > 0)
        .map((s) => ({ labels: { ...s.labels }, value: s.requests }));
      return { name: counter.name, help: counter.help, type: 'counter', aggregator: 'sum', values };
    },
    reset() {
      for (const s of all()) s.requests = 0;
    },
  };
  const histogram: RegistryMetric = {
    name: opts.histogramName,
    help: opts.histogramHelp,
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
      for (const s of all()) {
        if (s.observed === 0) continue;
        let cumulative = 0;
        bounds.forEach((bound, i) => {
          cumulative += s.buckets[i] ?? 0;
          values.push({
            labels: { le: bound, ...s.labels },
            value: cumulative,
            metricName: `${histogram.name}_bucket`,
          });
        });
        values.push({
          labels: { le: '+Inf', ...s.labels },
          value: s.observed,
          metricName: `${histogram.name}_bucket`,
        });
        values.push({ labels: { ...s.labels }, value: s.sum, metricName: `${histogram.name}_sum` });
        values.push({ labels: { ...s.labels }, value: s.observed, metricName: `${histogram.name}_count` });
      }
      return { name: histogram.name, help: histogram.help, type: 'histogram', aggregator: 'sum', values };
    },
    reset() {
      for (const s of all()) {
        s.sum = 0;
        s.observed = 0;
        s.buckets.fill(0);
      }
    },
  };
  return { childrenOf, counter, histogram };
}
