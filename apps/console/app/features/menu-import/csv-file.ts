/**
 * The menu CSV in and out of the browser (decision 258). Download: the staff API needs the `merchant` header,
 * which a link cannot send, so the file is fetched and saved from a blob (as the reports, decision 236). Upload:
 * the file is read as text here and parsed by the server. Excel with Russian or Uzbek regional settings saves
 * "CSV" in Windows-1251, not UTF-8: a file that is not valid UTF-8 is read as Windows-1251.
 */
import { API_BASE, staffMenuImportEndpoints } from '@dasturxon/contracts';

export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** Fetches the export and saves it; false when the server refused (the caller shows an error). */
export async function downloadMenuCsv(opts: {
  merchantId: string;
  lang: string;
  fetchImpl?: typeof fetch;
}): Promise<boolean> {
  const fetchImpl = opts.fetchImpl ?? ((url, init) => globalThis.fetch(url, init));
  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE}${staffMenuImportEndpoints.exportCsv.path}`, {
      headers: { merchant: opts.merchantId, 'accept-language': opts.lang, accept: 'text/csv' },
      credentials: 'same-origin',
    });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'menu.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
