/**
 * The report as a CSV file. The staff API needs the `merchant` header, which a plain link cannot send, so the
 * file is fetched (with the session cookie) and handed to the browser as a download of the fetched bytes
 * (decision 236).
 */
import { API_BASE, type ReportQuery, staffReportEndpoints } from '@dasturxon/contracts';

export function reportCsvUrl(query: ReportQuery): string {
  const qs = new URLSearchParams({ from: query.from, to: query.to });
  if (query.branchId) qs.set('branchId', String(query.branchId));
  return `${API_BASE}${staffReportEndpoints.reportCsv.path}?${qs}`;
}

/** The file name the server suggests, else one of the range. */
export function csvFileName(contentDisposition: string | null, query: ReportQuery): string {
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1];
  return named ? decodeURIComponent(named) : `report-${query.from}-${query.to}.csv`;
}

/** Fetches the CSV and saves it; resolves false when the server refused (the caller shows an error). */
export async function downloadReportCsv(opts: {
  query: ReportQuery;
  merchantId: string;
  lang: string;
  fetchImpl?: typeof fetch;
}): Promise<boolean> {
  const fetchImpl = opts.fetchImpl ?? ((url, init) => globalThis.fetch(url, init));
  let response: Response;
  try {
    response = await fetchImpl(reportCsvUrl(opts.query), {
      headers: { merchant: opts.merchantId, 'accept-language': opts.lang, accept: 'text/csv' },
      credentials: 'same-origin',
    });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(response.headers.get('content-disposition'), opts.query);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
