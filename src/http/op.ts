/**
 * `op()`: the one declaration of an operation. Routes, OpenAPI, MCP tools and the cost table
 * are all derived from the list of these (src/ops/index.ts); nothing else lists operations.
 */
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { Account } from '../store/accounts';
import type { Services } from './services';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `admin`: the bearer MORSEL_ADMIN_TOKEN instead of an API key, no burst, no points (src/ops/admin.ts). */
type Access = 'any' | 'direct' | 'admin';

/** What a handler receives: validated input plus who is calling. */
interface OpContext<Q, P, B, H> {
  query: Q;
  params: P;
  body: B;
  headers: H;
  account: Account;
  services: Services;
  /** Raw body for image operations (bytes + declared content type), after the size check. */
  upload: { bytes: Uint8Array; contentType: string } | null;
}

/** A handler may return a plain JSON value (status `successStatus`) or a full Result. */
export interface OpResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface OpSpec<Q extends TObject, P extends TObject, B extends TSchema, H extends TObject> {
  /** snake_case; also the MCP tool name. */
  id: string;
  method: HttpMethod;
  /** Elysia-style path, `:name` for parameters. */
  path: string;
  /** Points reserved after authorization; a function when the cost depends on the input (identify). */
  cost: number | ((input: { body: unknown }) => number);
  /** Shown in the cost table when `cost` is a function. */
  costNote?: string;
  access: Access;
  tag: string;
  summary: string;
  /** For people: the OpenAPI description. */
  description?: string;
  /**
   * For models: the MCP tool description — what it does, when to use it rather than its
   * neighbours, what to pass. Short (a test holds every registry op to TOOL_DESCRIPTION_MAX
   * characters); cost and key scope are appended from the fields above. Defaults to `summary`.
   */
  toolDescription?: string;
  query?: Q;
  params?: P;
  body?: B;
  headers?: H;
  /** `json` (default when body is set) or `image`: raw image bytes or multipart field `image`. */
  bodyKind?: 'json' | 'image';
  /** Largest accepted body in bytes (413 above it, at no cost). */
  maxBodyBytes?: number;
  successStatus?: 200 | 201;
  /** Response schema, documented in OpenAPI (and checked in tests). */
  response?: TSchema;
  /** Media types the success answer takes instead of JSON when the request asks (a label's `format`). */
  produces?: string[];
  /** Statuses this operation documents beyond the common ones (400/401/402/429/503 are implied). */
  errors?: number[];
  handler: (ctx: OpContext<Static<Q>, Static<P>, Static<B>, Static<H>>) => unknown | Promise<unknown>;
}

export type AnyOp = OpSpec<TObject, TObject, TSchema, TObject>;

export function op<Q extends TObject, P extends TObject, B extends TSchema, H extends TObject>(spec: OpSpec<Q, P, B, H>): AnyOp {
  return spec as unknown as AnyOp;
}

/** Marks a handler's return value as a full result (status + headers). */
export function result(status: number, body: unknown, headers?: Record<string, string>): OpResult & { [RESULT]: true } {
  return { [RESULT]: true, status, body, headers };
}
const RESULT = Symbol('op-result');
export function isResult(value: unknown): value is OpResult {
  return typeof value === 'object' && value !== null && RESULT in value;
}

/**
 * A handler's answer that is not JSON: an image or a page, with its media type. It goes out with
 * `X-Content-Type-Options: nosniff` and, for markup, a Content-Security-Policy that lets it run
 * nothing and load nothing (its styles are inline).
 */
export class RawBody {
  constructor(
    readonly body: string | Uint8Array<ArrayBuffer>,
    readonly contentType: string,
  ) {}

  get binary(): boolean {
    return typeof this.body !== 'string';
  }

  headers(): Record<string, string> {
    return {
      'content-type': this.contentType,
      'x-content-type-options': 'nosniff',
      ...(this.binary ? {} : { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:" }),
    };
  }
}

/** `/v1/foods/:id` → `/v1/foods/{id}` for OpenAPI and docs. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}
