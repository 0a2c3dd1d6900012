/**
 * `npm run merchant:create -- --sub cafe --name "Cafe" --admin-login aziz [--domain cafe.uz] [--demo-menu]`
 * (issue 12, decision 277): the platform operator's command, run on the server against its database. The work
 * is `createPlatformMerchant`, the same as the platform API's; this file reads the arguments and prints the
 * result, the first admin's password included (shown this once).
 */
import { parseArgs } from 'node:util';
import type { PlatformMerchantCreated } from '@dasturxon/contracts';
import type { Db } from '../../db/client.ts';
import { isAppError } from '../../errors/app-error.ts';
import { translate } from '../../errors/messages.ts';
import { createPlatformMerchant } from './create-merchant.ts';

export const MERCHANT_CREATE_USAGE = `Usage: npm run merchant:create -- --sub <sub-domain> --name "<name>" [options]
  --sub <label>          sub-domain: <label>.BASE_DOMAIN (Latin letters, digits, dashes)
  --name <text>          the merchant's name (all three languages; change them later in the console)
  --admin-login <login>  the first ADMIN account's login (default: admin)
  --admin-name <text>    its name (default: Administrator)
  --domain <host>        the merchant's own domain, e.g. cafe.uz (optional)
  --color <#RRGGBB>      main colour (default #FCE000)
  --theme LIGHT|DARK     (default LIGHT)
  --company <key>        join this company's brand tabs (default: a company of its own)
  --demo-menu            copy the demo menu in`;

export interface CliResult {
  /** 0 on success; 1 for a refused input; 2 for bad arguments. */
  code: number;
  created?: PlatformMerchantCreated;
}

/** Runs the command's arguments against `db`, writing what a person reads to `out`. */
export async function runMerchantCreate(
  argv: string[],
  deps: { db: Db; baseDomain: string; out: (line: string) => void },
): Promise<CliResult> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        sub: { type: 'string' },
        name: { type: 'string' },
        'admin-login': { type: 'string' },
        'admin-name': { type: 'string' },
        domain: { type: 'string' },
        color: { type: 'string' },
        theme: { type: 'string' },
        company: { type: 'string' },
        'demo-menu': { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    deps.out(`${(error as Error).message}\n\n${MERCHANT_CREATE_USAGE}`);
    return { code: 2 };
  }
  const str = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  if (values.help || !str('sub') || !str('name')) {
    deps.out(MERCHANT_CREATE_USAGE);
    return { code: values.help ? 0 : 2 };
  }
  try {
    const created = await createPlatformMerchant(
      deps.db,
      {
        sub: str('sub') ?? '',
        name: str('name') ?? '',
        domain: str('domain') ?? null,
        ...(str('color') ? { color: str('color') } : {}),
        ...(str('theme') ? { theme: str('theme')?.toUpperCase() as 'LIGHT' | 'DARK' } : {}),
        ...(str('company') ? { companyKey: str('company') } : {}),
        ...(str('admin-login') ? { adminLogin: str('admin-login') } : {}),
        ...(str('admin-name') ? { adminName: str('admin-name') } : {}),
        demoMenu: values['demo-menu'] === true,
      },
      { baseDomain: deps.baseDomain },
    );
    const host = created.merchant.domainUrl ?? `${created.merchant.sub}.${deps.baseDomain}`;
    deps.out(
      [
        `Created merchant "${created.merchant.sub}" (${created.merchant.id}).`,
        `  Storefront: https://${host}/`,
        `  Console:    https://${host}/console/`,
        `  First admin: login "${created.admin.login}", password "${created.admin.password}"`,
        '  The password is shown this once: pass it on safely; the admin can be given a new one in the console.',
        `  Products: ${created.products}${created.products > 0 ? ' (demo menu)' : ''}`,
      ].join('\n'),
    );
    return { code: 0, created };
  } catch (error) {
    if (isAppError(error)) {
      deps.out(`Refused: ${translate('eng', error.key, error.params)}`);
      return { code: 1 };
    }
    if (error instanceof Error && error.name === 'ZodError') {
      const issues = (error as Error & { issues: Array<{ path: PropertyKey[]; message: string }> }).issues;
      deps.out(`Refused: ${issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return { code: 1 };
    }
    throw error;
  }
}
