/**
 * The embedded e-mail endpoint. Without EmailJS configuration (VITE_EMAILJS_SERVICE_ID, _TEMPLATE_ID,
 * _PUBLIC_KEY), `npm run dev` and `npm start` (vite preview) answer the EmailJS REST API themselves:
 *
 *   POST /api/v1.0/email/send        JSON {lib_version, user_id, service_id, template_id, template_params}
 *   POST /api/v1.0/email/send-form   form data: lib_version, user_id, service_id, template_id + the fields
 *
 * like the real service (200 'OK'; 400 with a reason for a missing id or a malformed body). Each
 * enquiry is written as a JSON file to the git-ignored outbox/ folder (env OUTBOX_DIR overrides) and
 * printed as one line. For tests, in this local mode only (a refused send is the test's own
 * Playwright route, not this server's):
 *
 *   GET  /__outbox/last?<param>=<value>             the last stored enquiry (whose template params match)
 *   GET  /__outbox/list?<param>=<value>             all stored enquiries of this server run that match
 *   GET  /__outbox/reports                          the query strings of the refusal reports received
 *
 * It also answers the refusal reports of src/shared/outbox/report.ts (POST /enquiry-report) as
 * deploy/nginx.conf does: 204, and one line in the server's output.
 *
 * A build without configuration fails, unless it is explicitly local (VITE_EMAILJS_LOCAL=1, which
 * `npm run build -- --local` sets): its form would deliver nowhere but to this local outbox.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Logger, Plugin } from 'vite';
import {
  buildConfigProblem,
  deliveryMode,
  LOCAL_IDS,
  REPORT_PATH,
  type EmailJsEnv,
} from '../src/shared/outbox/mode.ts';

export const SEND_PATH = '/api/v1.0/email/send';
export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
const MAX_BODY = 1024 * 1024;
const KEPT_IN_MEMORY = 500;
const RESERVED_FORM_FIELDS = new Set(['lib_version', 'service_id', 'template_id', 'user_id', 'accessToken']);

export interface StoredEnquiry {
  id: string;
  received_at: string;
  endpoint: string;
  lib_version: string | null;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
  file: string;
}

export interface OutboxOptions {
  /** Where enquiries are written; default env OUTBOX_DIR, else <root>/outbox. */
  dir: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function reply(res: ServerResponse, status: number, text: string, type = 'text/plain; charset=utf-8'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

function replyJson(res: ServerResponse, status: number, body: unknown): void {
  reply(res, status, JSON.stringify(body, null, 2), 'application/json; charset=utf-8');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_BODY) throw new HttpError(413, 'The request body is too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface ParsedSend {
  lib_version: string | null;
  user_id: unknown;
  service_id: unknown;
  template_id: unknown;
  template_params: unknown;
}

async function parseSend(req: IncomingMessage, body: Buffer, form: boolean): Promise<ParsedSend> {
  if (!form) {
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON');
    }
    if (!isObject(data)) throw new HttpError(400, 'The request body has to be a JSON object');
    return {
      lib_version: typeof data.lib_version === 'string' ? data.lib_version : null,
      user_id: data.user_id,
      service_id: data.service_id,
      template_id: data.template_id,
      template_params: data.template_params ?? {},
    };
  }
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    throw new HttpError(400, 'The request body has to be form data');
  }
  let data: FormData;
  try {
    data = await new Request('http://outbox.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new HttpError(400, 'The form data is malformed');
  }
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const params: Record<string, unknown> = {};
  data.forEach((value, name) => {
    if (RESERVED_FORM_FIELDS.has(name) || name === 'g-recaptcha-response') return;
    params[name] = typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`;
  });
  return {
    lib_version: text('lib_version') ?? null,
    user_id: text('user_id'),
    service_id: text('service_id'),
    template_id: text('template_id'),
    template_params: params,
  };
}

/** The same reasons, in the same order, as the EmailJS API gives for a missing id. */
function validate(parsed: ParsedSend): { user_id: string; service_id: string; template_id: string } {
  const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  if (!present(parsed.user_id)) {
    throw new HttpError(
      400,
      'The public key is required. To find this ID, visit https://dashboard.emailjs.com/admin/account',
    );
  }
  if (!present(parsed.service_id)) {
    throw new HttpError(
      400,
      'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin',
    );
  }
  if (!present(parsed.template_id)) {
    throw new HttpError(
      400,
      'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
    );
  }
  if (!isObject(parsed.template_params)) {
    throw new HttpError(400, 'The template params have to be an object');
  }
  return { user_id: parsed.user_id, service_id: parsed.service_id, template_id: parsed.template_id };
}

function matches(enquiry: StoredEnquiry, match: Record<string, string> | null): boolean {
  if (!match) return true;
  return Object.entries(match).every(([name, value]) => enquiry.template_params[name] === value);
}

/** A short, terminal-safe rendering of a visitor's text (JSON escapes control characters). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

/** Answers what is not a POST (a CORS preflight, another method); true when it did. */
function answeredNonPost(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    res.statusCode = 204;
    res.end();
    return true;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST, OPTIONS');
    reply(res, 405, 'Method Not Allowed');
    return true;
  }
  return false;
}

/** Writes one received enquiry to its JSON file in `dir` and returns it. */
async function storeEnquiry(dir: string, parsed: ParsedSend, form: boolean): Promise<StoredEnquiry> {
  const ids = validate(parsed);
  const receivedAt = new Date();
  const id = randomUUID();
  const file = path.join(dir, `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${id.slice(0, 8)}.json`);
  const enquiry: StoredEnquiry = {
    id,
    received_at: receivedAt.toISOString(),
    endpoint: form ? SEND_FORM_PATH : SEND_PATH,
    lib_version: parsed.lib_version,
    ...ids,
    template_params: parsed.template_params as Record<string, unknown>,
    file,
  };
  await mkdir(dir, { recursive: true });
  await writeFile(file, `${JSON.stringify(enquiry, null, 2)}\n`, 'utf8');
  return enquiry;
}

/** The line printed for an enquiry: who, what, and where its file is. */
function enquiryLine(enquiry: StoredEnquiry): string {
  const params = enquiry.template_params;
  const relative = path.relative(process.cwd(), enquiry.file);
  const email =
    typeof params.from_email === 'string' && params.from_email !== ''
      ? shown(params.from_email)
      : 'no e-mail';
  return `[outbox] enquiry from ${shown(params.from_name)} (${email}), ${shown(params.inquiry_type)} -> ${relative.startsWith('..') ? enquiry.file : relative}`;
}

/** The connect middleware behind the plugin, usable on any Node HTTP server (the tests use it bare). */
export function createOutbox({ dir, logger }: OutboxOptions): Connect.NextHandleFunction {
  const stored: StoredEnquiry[] = [];

  const handleSend = async (req: IncomingMessage, res: ServerResponse, form: boolean) => {
    if (answeredNonPost(req, res)) return;
    const body = await readBody(req);
    const enquiry = await storeEnquiry(dir, await parseSend(req, body, form), form);
    stored.push(enquiry);
    if (stored.length > KEPT_IN_MEMORY) stored.shift();
    logger.info(enquiryLine(enquiry));
    reply(res, 200, 'OK');
  };

  const queryMatch = (url: URL): Record<string, string> | null => {
    const entries = [...url.searchParams.entries()];
    return entries.length ? Object.fromEntries(entries) : null;
  };

  const handleControl = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method !== 'GET') throw new HttpError(405, 'Method Not Allowed');
    if (url.pathname === '/__outbox/reports') {
      replyJson(res, 200, reports);
      return;
    }
    const match = queryMatch(url);
    const found = stored.filter((enquiry) => matches(enquiry, match));
    if (url.pathname === '/__outbox/list') {
      replyJson(res, 200, found);
      return;
    }
    if (url.pathname === '/__outbox/last') {
      const last = found.at(-1);
      if (last) replyJson(res, 200, last);
      else reply(res, 404, 'No enquiry stored yet');
      return;
    }
    throw new HttpError(404, 'Not Found');
  };

  const reports: string[] = [];
  const handleReport = (res: ServerResponse, url: URL) => {
    const query = url.search.slice(1);
    reports.push(query);
    if (reports.length > KEPT_IN_MEMORY) reports.shift();
    logger.warn(`[outbox] a browser reports a refused enquiry: ${query}`);
    res.statusCode = 204;
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  };

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://outbox.local');
    if (url.pathname === REPORT_PATH) {
      handleReport(res, url);
      return;
    }
    const send = url.pathname === SEND_PATH || url.pathname === SEND_FORM_PATH;
    const control = url.pathname.startsWith('/__outbox/');
    if (!send && !control) {
      next();
      return;
    }
    const work = send ? handleSend(req, res, url.pathname === SEND_FORM_PATH) : handleControl(req, res, url);
    work.catch((error: unknown) => {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof HttpError) {
        reply(res, error.status, error.message);
        return;
      }
      logger.warn(`[outbox] ${error instanceof Error ? error.message : String(error)}`);
      reply(res, 500, 'Internal Server Error');
    });
  };
}

function emailEnv(env: Record<string, string | undefined>): EmailJsEnv {
  return {
    VITE_EMAILJS_SERVICE_ID: env.VITE_EMAILJS_SERVICE_ID,
    VITE_EMAILJS_TEMPLATE_ID: env.VITE_EMAILJS_TEMPLATE_ID,
    VITE_EMAILJS_PUBLIC_KEY: env.VITE_EMAILJS_PUBLIC_KEY,
    VITE_EMAILJS_ORIGIN: env.VITE_EMAILJS_ORIGIN,
    VITE_EMAILJS_LOCAL: env.VITE_EMAILJS_LOCAL ?? process.env.VITE_EMAILJS_LOCAL,
  };
}

/** Vite plugin: the embedded endpoint in dev and preview; a build without configuration fails unless local. */
export function emailOutbox(): Plugin {
  let local = true;
  let dir = 'outbox';
  let env: EmailJsEnv = {};
  let isClientBuild = false;
  let logger: Logger | undefined;

  const install = (middlewares: Connect.Server, logger: Logger) => {
    // Vitest starts a Vite server too; its tests use createOutbox directly.
    if (!local || process.env.VITEST) return;
    middlewares.use(createOutbox({ dir, logger }));
    logger.info(
      `[outbox] no EmailJS configuration: enquiries go to ${SEND_PATH} here (ids ${LOCAL_IDS.serviceId}, ${LOCAL_IDS.templateId}, ${LOCAL_IDS.publicKey}) and are stored in ${dir}`,
    );
  };

  return {
    name: 'ivm:email-outbox',
    configResolved(config) {
      env = emailEnv(config.env);
      local = deliveryMode(env) === 'local';
      dir = path.resolve(config.root, process.env.OUTBOX_DIR ?? 'outbox');
      isClientBuild = config.command === 'build' && !config.build.ssr && !process.env.VITEST;
      logger = config.logger;
    },
    configureServer(server) {
      install(server.middlewares, server.config.logger);
    },
    configurePreviewServer(server) {
      install(server.middlewares, server.config.logger);
    },
    buildStart() {
      if (!isClientBuild) return;
      const problem = buildConfigProblem(env);
      if (problem) this.error(problem);
    },
    closeBundle() {
      // Dev and preview servers call closeBundle too, on close: the client build only.
      if (!isClientBuild || !logger || !local) return;
      logger.warn(
        `[outbox] a local build: its enquiry form sends to ${SEND_PATH} of its own origin, which only \`npm start\` answers (the outbox/ folder). Not for a real host.`,
      );
    },
  };
}
