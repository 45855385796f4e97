import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface ComposeService {
  image?: string;
  user?: string;
  entrypoint?: string[];
  command?: string[];
  build?: { args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

export const composeText = readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');
export const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

/**
 * Compose's variable interpolation: `$$` is a literal `$`; `${VAR:-default}`, `${VAR-default}`, `${VAR}`
 * and `$VAR` take the shell's value. Enough of it to see what a service really gets.
 */
export function interpolate(value: string, shell: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_]\w*)(?:(:?)-([^}]*))?\}|\$([A-Za-z_]\w*)/g,
    (whole, braced?: string, colon?: string, fallback?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const name = braced ?? bare!;
      const given = shell[name];
      if (fallback === undefined) return given ?? '';
      const unset = colon ? given === undefined || given === '' : given === undefined;
      return unset ? fallback : given!;
    },
  );
}

/** A service's environment as compose hands it over, given the shell's variables. */
export function environmentOf(service: string, shell: Record<string, string | undefined> = {}): Record<string, string> {
  const env = compose.services[service].environment ?? {};
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(String(v), shell)]));
}

/** The generate-secrets service's shell script, with compose's `$$` turned back into `$`. */
export function secretGenerationScript(): string {
  return interpolate(compose.services['generate-secrets'].command!.join('\n'), {});
}
