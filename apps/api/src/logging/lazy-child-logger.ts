import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

type LogFn = FastifyBaseLogger['info'];

/**
 * A request's logger (issue 20.3, decision 0037). Fastify gives every request a pino child
 * carrying its `reqId`; making one (its bindings serialized, redaction and serializers wired)
 * cost ~1.5% of the server's CPU on every request, though most requests never log through it
 * (the request line is written by the log controller: request-log.ts). This stand-in makes the
 * same child, with the same bindings and options, the first time something logs through it,
 * so a handled error, a 404 or a route's own line comes out exactly as before.
 */
export class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
    /** the parent's own `child` (pino's), when the parent's `child` is `lazyChildren`'s */
    private readonly makeChild: FastifyBaseLogger['child'] = parent.child,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.makeChild.call(this.parent, this.childBindings, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.real.level = level;
  }

  // prototype methods, not per-instance closures: nothing is allocated per request but the object
  fatal(...args: Parameters<LogFn>): void {
    this.real.fatal(...args);
  }
  error(...args: Parameters<LogFn>): void {
    this.real.error(...args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.real.warn(...args);
  }
  info(...args: Parameters<LogFn>): void {
    this.real.info(...args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.real.debug(...args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.real.trace(...args);
  }
  silent(...args: Parameters<LogFn>): void {
    this.real.silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return (this.real as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(level);
  }

  bindings(): Bindings {
    return (this.real as unknown as { bindings(): Bindings }).bindings();
  }
}

/**
 * The app's logger's `child` made lazy: every child of it (each request's, through Fastify's
 * default child logger factory) is a `LazyChildLogger`. Decision 0058: given as Fastify's
 * `childLoggerFactory` instead, a factory of our own made Fastify check on every request that
 * the child has its seven methods (`validateLogger`: an array, a filter and fourteen keyed
 * property loads, ~1.5k instructions a request); with the default factory it does not.
 */
export function lazyChildren(logger: FastifyBaseLogger): void {
  const makeChild = logger.child;
  Object.defineProperty(logger, 'child', {
    value: (bindings: Bindings, options?: ChildLoggerOptions) => new LazyChildLogger(logger, bindings, options ?? {}, makeChild) as unknown as FastifyBaseLogger,
    writable: true,
    configurable: true,
  });
}
