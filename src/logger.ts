/** Minimal levelled JSON-lines logger on stderr. Never pass URLs with query strings or keys to it. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  /** Whether debug lines are written: check it before building a debug line's fields on a hot path. */
  readonly debugEnabled?: boolean;
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, sink: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Logger {
  const at = (l: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[l] < ORDER[level]) return;
    sink(JSON.stringify({ t: new Date().toISOString(), level: l, msg, ...fields }));
  };
  return { debugEnabled: ORDER.debug >= ORDER[level], debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
