import { DEFAULT_BOOKING_WRITER } from '../config/config';
import type { Db } from '../db/client';
import { bookAlone, bookBatch, type BookingRows, bookWithPoints, type Written } from './booking-repository';

/**
 * Group commit for bookings (issue 7.10, docs/decisions/0020). A booking is written at once
 * while fewer than `writers` booking statements are running; otherwise it waits, and when a
 * statement ends, everything that waited (up to `batchMax`) is written by ONE statement: one
 * round trip, one transaction, one WAL flush for the lot. Under no load nothing waits and
 * every booking is its own statement, exactly as before.
 *
 * The database stays the guard. The batch adds each day's bookings together
 * (`booked = booked + n`), so the CHECK `booked <= capacity` refuses the whole batch when any
 * day of it would be over capacity; a taken idempotency key (23505), or any other error, also
 * aborts it. A batch that fails for whatever reason is written again one booking per
 * statement (bookAlone), concurrently, so each booking gets the answer it would have got
 * alone: one traveller's full day never refuses another's booking, and a replay finds the
 * booking it repeats. Promo bookings are always written alone (their code's usage limit is
 * the promo guard, and one code per statement keeps its lock order).
 *
 * Lock order is the single statement's, over the whole batch: parking days by product and
 * date, then extras' days by product, extra and date, then idempotency keys in key order. A
 * single booking's rows are a subsequence of that order, so batches and single bookings never
 * wait on each other crosswise.
 */
export interface BookingWriterOptions {
  /** booking statements running at once (per process); more bookings wait and go together */
  writers: number;
  /** most bookings in one statement; 1 turns batching off */
  batchMax: number;
}


interface Job {
  rows: BookingRows;
  resolve(w: Written): void;
  reject(err: unknown): void;
}

export class BookingWriter {
  private readonly queue: Job[] = [];
  private running = 0;
  private held = false;
  /** statements run, batches of two or more tried, bookings in them, batches written again one by one */
  readonly stats = { statements: 0, batches: 0, batched: 0, fallbacks: 0 };

  constructor(
    private readonly db: Db,
    public options: BookingWriterOptions,
  ) {}

  /** Stores one booking, alone or with others waiting at the same moment (see above). */
  book(rows: BookingRows): Promise<Written> {
    // Promo, voucher (issue 19) and car-service bookings are written alone (their guards and rows are the single statement's).
    // Issue 19: a booking that spends or earns points is its own transaction (the user row's lock).
    if (rows.points) return bookWithPoints(this.db, rows);
    if (rows.redeemPromo !== null || rows.carServices || rows.voucherUse || rows.reservation.voucherId !== null || this.options.batchMax <= 1) return bookAlone(this.db, rows);
    return new Promise<Written>((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      this.pump();
    });
  }

  /** Bookings waiting for a statement. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Holds every booking back until the returned function is called, which writes what waited
   * (tests: several bookings made to go in one batch).
   */
  hold(): () => void {
    this.held = true;
    return () => {
      this.held = false;
      this.pump();
    };
  }

  private pump(): void {
    while (!this.held && this.running < this.options.writers && this.queue.length > 0) {
      const jobs = this.queue.splice(0, this.options.batchMax);
      this.running++;
      void this.write(jobs).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async write(jobs: Job[]): Promise<void> {
    this.stats.statements++;
    if (jobs.length === 1) {
      const job = jobs[0]!;
      await bookAlone(this.db, job.rows).then(job.resolve, job.reject);
      return;
    }
    this.stats.batches++;
    this.stats.batched += jobs.length;
    let written: Written[];
    try {
      written = await bookBatch(this.db, jobs.map((j) => j.rows));
    } catch {
      // Refused as a whole (a full day, a taken key, a deadlock, anything): each alone, so
      // every booking gets its own answer (the error a single booking would have had).
      this.stats.fallbacks++;
      await Promise.all(jobs.map((job) => bookAlone(this.db, job.rows).then(job.resolve, job.reject)));
      return;
    }
    jobs.forEach((job, i) => job.resolve(written[i]!));
  }
}

const writers = new WeakMap<object, BookingWriter>();

/**
 * The booking writer of a database handle (one per process and database), made on first use;
 * `options` (the app's config) replace the defaults or earlier ones.
 */
export function bookingWriterOf(db: Db, options?: BookingWriterOptions): BookingWriter {
  let w = writers.get(db);
  if (!w) writers.set(db, (w = new BookingWriter(db, options ?? DEFAULT_BOOKING_WRITER)));
  else if (options) w.options = options;
  return w;
}
