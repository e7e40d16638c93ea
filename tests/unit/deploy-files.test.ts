/**
 * deploy/ cannot be run on this machine (no Docker daemon, no registry), so it is checked here as far as
 * it can be without running it: the Compose file against the Compose specification's schema, every
 * variable a Hees process gets against server/config.ts (and through loadConfig, as the process would
 * read it), every `${...}` it interpolates against deploy/.env.example, the files it mounts, the nginx
 * configuration it renders with `nginx -t`, and the systemd units' variables.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const DEPLOY = path.resolve('deploy');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BALANCER = path.join(DEPLOY, 'nginx/hees-balancer.conf');

interface Service {
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  command?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
}

const composeText = readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8');
// Compose reads YAML 1.1's merge keys (`<<: *anchor`); the file uses them for what processes share.
const compose = parse(composeText, { merge: true }) as ComposeFile;

/** The variables server/config.ts reads: the keys of its envSchema. */
function configNames(): Set<string> {
  const source = readFileSync(path.resolve('server/config.ts'), 'utf8');
  const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (!schema) throw new Error('envSchema not found in server/config.ts');
  return new Set([...schema.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!));
}

/** KEY=value lines of an env file (comments and blank lines left out). */
function envFile(file: string): Map<string, string> {
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return new Map(entries);
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, $$ for a dollar. */
function interpolate(value: string, env: Map<string, string>): string {
  return value
    .replace(/\$\{([A-Z][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g, (_all, name: string, op: string | undefined, arg: string | undefined) => {
      const set = env.get(name);
      if (set) return set;
      if (op === ':?') throw new Error(`${name}: ${arg}`);
      return op === ':-' ? (arg ?? '') : '';
    })
    .replaceAll('$$', '$');
}

const heesServices = Object.entries(compose.services).filter(([, service]) => service.image?.startsWith('hees:'));

describe('deploy/compose.yaml', () => {
  it('is valid by the Compose specification schema', () => {
    // tests/fixtures/compose-spec.json: compose-spec/compose-spec's schema/compose-spec.json at 170098b (Apache-2.0),
    // a draft-07 schema naming its meta-schema by an https address Ajv does not hold: not checked itself.
    const schema = JSON.parse(readFileSync(path.resolve('tests/fixtures/compose-spec.json'), 'utf8')) as object;
    const validate = new Ajv({ strict: false, validateFormats: false, validateSchema: false, allErrors: true }).compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs the migration once, web instances without jobs and workers, all from the one image', () => {
    const names = heesServices.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['migrate', 'app-1', 'app-2', 'worker']));
    const migrate = compose.services.migrate!;
    expect(migrate.command).toEqual(['node_modules/.bin/tsx', 'database/cli/migrate.ts']);
    for (const [name, service] of heesServices.filter(([n]) => n.startsWith('app-'))) {
      expect(service.environment?.WORKER, name).toBe('off');
      expect((service as { depends_on?: Record<string, { condition: string }> }).depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(JSON.stringify((service as { healthcheck?: unknown }).healthcheck)).toContain('/readyz');
    }
    expect(compose.services.worker!.command).toEqual(['node_modules/.bin/tsx', 'server/worker-main.ts']);
  });

  it('gives each Hees process only variables server/config.ts reads, and a configuration it accepts', () => {
    const known = configNames();
    const env = envFile(path.join(DEPLOY, '.env.example'));
    // What an operator must fill in (empty in the example).
    for (const [name, value] of [['APP_KEY', 'k'.repeat(44)], ['POSTGRES_PASSWORD', 'pw'], ['MINIO_ROOT_PASSWORD', 'secret123']] as const) env.set(name, value);
    expect(heesServices.length).toBeGreaterThanOrEqual(4);
    for (const [name, service] of heesServices) {
      const variables = Object.keys(service.environment ?? {});
      expect(variables.filter((variable) => !known.has(variable)), name).toEqual([]);
      const processEnv = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v ?? ''), env)]));
      const config = loadConfig(processEnv);
      expect(config.isProduction, name).toBe(true);
      expect(config.storage.driver, name).toBe('s3');
      expect(config.database.url, name).toMatch(/^postgres:\/\/hees:pw@127\.0\.0\.1:5432\/hees$/);
      if (name.startsWith('app-')) expect(config.worker.inProcess, name).toBe(false);
    }
  });

  it('names in deploy/.env.example every variable it interpolates', () => {
    const env = envFile(path.join(DEPLOY, '.env.example'));
    // Only the uncommented lines: a comment may show a variable for later.
    const live = composeText.split('\n').filter((line) => !line.trimStart().startsWith('#')).join('\n');
    const used = new Set([...live.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
    expect([...used].filter((name) => !env.has(name))).toEqual([]);
  });

  it('mounts files and folders that exist', () => {
    const sources = Object.values(compose.services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0]!)
      .filter((source) => source.startsWith('./'));
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) expect(existsSync(path.join(DEPLOY, source)), source).toBe(true);
    // The files the nginx service's script fills in.
    const render = readFileSync(path.join(DEPLOY, 'compose/nginx/render.sh'), 'utf8');
    const read = [...render.matchAll(/"\$ROOT\/(nginx|compose)\/([\w.-]+)"/g)].map((m) => `${m[1] === 'nginx' ? 'nginx' : 'compose/nginx'}/${m[2]}`);
    expect(read).toEqual(expect.arrayContaining(['nginx/hees-balancer.conf', 'nginx/hees-cache.conf', 'nginx/hees-https.conf', 'compose/nginx/media.conf', 'compose/nginx/nginx.conf']));
    for (const file of read.filter((f) => f !== 'nginx/hees-balancer.conf')) expect(existsSync(path.join(DEPLOY, file)), file).toBe(true);
  });

  // The balancer's server block comes from the cluster work (deploy/nginx/hees-balancer.conf, docs/operations.md#graceful-drain).
  it.skipIf(!existsSync(NGINX) || !existsSync(BALANCER))('renders an nginx configuration that `nginx -t` accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hees-deploy-nginx-'));
    try {
      cpSync(path.join(DEPLOY, 'nginx'), path.join(dir, 'root/nginx'), { recursive: true });
      cpSync(path.join(DEPLOY, 'compose/nginx'), path.join(dir, 'root/compose'), { recursive: true });
      // A throwaway certificate where the Compose file mounts the real one.
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=hees.example', '-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')], { stdio: 'ignore' });
      const rendered = spawnSync('sh', [path.join(DEPLOY, 'compose/nginx/render.sh')], {
        env: { ...process.env, ROOT: path.join(dir, 'root'), OUT: path.join(dir, 'out'), CACHE_DIR: path.join(dir, 'cache'), TLS_DIR: dir, CHECK_ONLY: '1', SITE_HOST: 'hees.example', MEDIA_HOST: 'media.hees.example', MINIO_PORT: '9000', S3_BUCKET: 'hees-media', HEES_UPSTREAMS: '127.0.0.1:3001 127.0.0.1:3002' },
        encoding: 'utf8',
      });
      expect(rendered.status, rendered.stderr).toBe(0);
      const conf = path.join(dir, 'out/nginx.conf');
      expect(readFileSync(conf, 'utf8')).not.toMatch(/__[A-Z_]+__/);
      // As a user other than root: a pid file, logs and temporary folders of its own; nothing else changed.
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`).join(' ');
      writeFileSync(conf, readFileSync(conf, 'utf8').replaceAll('/var/log/nginx/', `${dir}/`).replace('http {', `pid ${path.join(dir, 'nginx.pid')};\nhttp {\n  ${temp}`));
      const checked = spawnSync(NGINX, ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { encoding: 'utf8' });
      expect(checked.status, checked.stderr).toBe(0);
      expect(checked.stderr).toContain('syntax is ok');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/systemd', () => {
  const units = ['hees-web@.service', 'hees-worker@.service', 'hees-migrate.service'].map((unit) => [unit, readFileSync(path.join(DEPLOY, 'systemd', unit), 'utf8')] as const);

  it('sets only variables server/config.ts reads, in the env file and in each unit', () => {
    const known = configNames();
    const names = [...envFile(path.join(DEPLOY, 'systemd/hees.env.example')).keys()];
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    const env = Object.fromEntries([...envFile(path.join(DEPLOY, 'systemd/hees.env.example'))].map(([k, v]) => [k, v || undefined]));
    expect(loadConfig({ ...env, APP_KEY: 'k'.repeat(44), S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).storage.driver).toBe('s3');
    for (const [unit, text] of units) {
      const set = [...text.matchAll(/(?:\s|^)([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
      expect(set.filter((name) => !known.has(name)), unit).toEqual([]);
    }
  });

  it('starts web instances and workers only after the migration, hardened', () => {
    for (const [unit, text] of units.filter(([unit]) => unit !== 'hees-migrate.service')) {
      expect(text, unit).toMatch(/^Requires=hees-migrate\.service$/m);
      expect(text, unit).toMatch(/^After=.*hees-migrate\.service/m);
    }
    for (const [unit, text] of units) {
      for (const option of ['NoNewPrivileges=yes', 'ProtectSystem=strict', 'PrivateTmp=yes']) expect(text, unit).toContain(option);
    }
    expect(units[0]![1]).toContain('WORKER=off');
  });

  // With the code's folder and the env file pointed at this checkout (ExecStart must name a program that exists).
  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('passes `systemd-analyze verify`', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hees-deploy-systemd-'));
    try {
      for (const unit of ['hees.target', 'hees-migrate.service', 'hees-web@.service', 'hees-worker@.service']) {
        const text = readFileSync(path.join(DEPLOY, 'systemd', unit), 'utf8')
          .replaceAll('/srv/hees', path.resolve('.'))
          .replaceAll('/etc/hees/hees.env', path.join(DEPLOY, 'systemd/hees.env.example'));
        writeFileSync(path.join(dir, unit), text);
      }
      const names = ['hees.target', 'hees-migrate.service', 'hees-web@3001.service', 'hees-worker@1.service'].map((unit) => path.join(dir, unit));
      const verified = spawnSync('/usr/bin/systemd-analyze', ['verify', '--man=no', ...names], { encoding: 'utf8' });
      expect(verified.stderr).toBe('');
      expect(verified.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
