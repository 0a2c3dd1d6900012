/** Merchant ids of the seeded subs, read from the running server's public API. */
export async function merchantIdOf(baseUrl: string, sub: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/v1/merchants/sub/${encodeURIComponent(sub)}`);
  if (!response.ok) throw new Error(`merchant ${sub}: HTTP ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { id?: string };
  if (!body.id) throw new Error(`merchant ${sub}: no id in the answer`);
  return body.id;
}
