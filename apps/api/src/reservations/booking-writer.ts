import { DEFAULT_BOOKING_WRITER } from '../config/config';
import { type Db, type NamedStatement, queryRows } from '../db/client';
import { bookAlone, type BookingRows, bookingParams, type StoredReservation, storedOf } from './reservation-repository';

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


type Written = { stored: StoredReservation; outboxId: number };

interface Job {
  rows: BookingRows;
  resolve(w: Written): void;
  reject(err: unknown): void;
}

/** $n of booking k in a batch: its 51 parameters follow the single statement's order. */
const PARAMS_PER_BOOKING = 51;

function batchStatement(n: number): NamedStatement {
  const each = (f: (p: (i: number) => string) => string, sep: string) =>
    Array.from({ length: n }, (_, k) => f((i) => `$${k * PARAMS_PER_BOOKING + i}`)).join(sep);
  const text = `
with cap as (
  insert into daily_capacity as c (product_id, day, capacity, booked)
  select p, d::date, max(cap), count(*) from (
    ${each((p) => `select ${p(4)}::int as p, unnest(${p(24)}::text[]) as d, ${p(27)}::int as cap`, '\n    union all ')}
  ) as x
  group by p, d order by p, d
  on conflict (product_id, day) do update set booked = c.booked + excluded.booked
  returning 1 as taken
),
ext as (
  insert into extra_daily_capacity as c (product_id, extra_id, day, capacity, booked)
  select p, e, d::date, max(cap), count(*) from (
    ${each((p) => `select ${p(4)}::int as p, u.e, u.d, u.cap from unnest(${p(28)}::int[], ${p(29)}::text[], ${p(30)}::int[]) as u(e, d, cap)`, '\n    union all ')}
  ) as y
  where (select count(*) from cap) >= 0
  group by p, e, d order by p, e, d
  on conflict (product_id, extra_id, day) do update set booked = c.booked + excluded.booked
  returning 1 as taken
),
res as (
  insert into reservations (id, hash, reference, product_id, start_at, end_at, status, payment_method, payment_status,
    payment_due_at, lang, driver_name, driver_surname, email, phone, plate, flight_number, in_terminal, out_terminal,
    in_passengers, out_passengers, source_mode, promo_code, days, price_lines, total_cents, user_id, agency_id, invoice_profile_id)
  values ${each(
    (p) =>
      `(${Array.from({ length: 23 }, (_, i) => p(i + 1)).join(', ')}, ${p(24)}::text[], ${p(25)}::jsonb, ${p(26)}, ${p(49)}::int, ${p(50)}::int, ${p(51)}::int)`,
    ',\n    ',
  )}
  returning id, created_at
),
rx as (
  insert into reservation_extras (reservation_id, extra_id, kind, price_cents)
  select r, x.extra_id, x.kind, x.price from (
    ${each((p) => `select ${p(1)}::int as r, u.* from unnest(${p(31)}::int[], ${p(32)}::text[], ${p(33)}::int[]) with ordinality as u(extra_id, kind, price, n)`, '\n    union all ')}
  ) as x
  order by r, n
  returning id, reservation_id
),
bill as (
  insert into billing_profiles (reservation_id, invoice_name, invoice_nif, invoice_address, invoice_city, invoice_zip,
    invoice_state, invoice_country, email)
  select r, b->>'invoiceName', b->>'invoiceNif', b->>'invoiceAddress', b->>'invoiceCity', b->>'invoiceZip',
    b->>'invoiceState', b->>'invoiceCountry', b->>'email'
  from (values ${each((p) => `(${p(1)}::int, ${p(34)}::jsonb)`, ', ')}) as s(r, b) where b is not null
  returning id, reservation_id, created_at
),
tok as (
  insert into reservation_access_tokens (token_hash, reservation_id, created_at)
  values ${each((p) => `(${p(35)}, ${p(1)}, ${p(36)})`, ', ')}
  returning 1
),
mail as (
  insert into outbox ("to", subject, html, text, lang, reservation_id, attachments, next_attempt_at)
  values ${each((p) => `(${p(37)}, ${p(38)}, ${p(39)}, ${p(40)}, ${p(41)}, ${p(1)}, ${p(47)}::jsonb, ${p(48)}::timestamptz)`, ',\n    ')}
  returning id, reservation_id
),
idem as (
  insert into idempotency_keys (key, request_hash, reservation_id)
  select k, h, r from (
    ${each((p) => `select unnest(${p(42)}::text[]) as k, ${p(43)}::text as h, ${p(1)}::int as r`, '\n    union all ')}
  ) as x
  order by k
  returning 1
),
note as (
  select pg_notify(c, m) from (values ${each((p) => `(${p(44)}::text, ${p(45)}::text)`, ', ')}) as v(c, m) where m is not null
)
select
  case when coalesce(${each((p) => `${p(46)}::text`, ', ')}) is not null then booking_refused('promo_in_batch') else 0 end as promo_refused,
  (select count(*) from ext) as taken,
  (select created_at from res limit 1) as created_at,
  (select json_object_agg(reservation_id, id) from mail) as outbox_ids,
  (select json_object_agg(reservation_id, ids) from (select reservation_id, array_agg(id order by id) as ids from rx group by reservation_id) as x) as extra_row_ids,
  (select json_object_agg(reservation_id, json_build_array(id, created_at)) from bill) as billing,
  (select count(*) from tok) + (select count(*) from idem) + (select count(*) from note) as written`;
  return { name: `reservation_book_batch_v1_${n}`, text };
}

const statements = new Map<number, NamedStatement>();
function statementFor(n: number): NamedStatement {
  let s = statements.get(n);
  if (!s) statements.set(n, (s = batchStatement(n)));
  return s;
}

type BatchRow = {
  created_at: Date;
  outbox_ids: Record<string, number>;
  extra_row_ids: Record<string, number[]> | null;
  billing: Record<string, [number, string]> | null;
};

/** Writes several bookings (none with a promo code) in one statement; throws if any is refused. */
export async function bookBatch(db: Db, batch: BookingRows[]): Promise<Written[]> {
  const values: unknown[] = [];
  for (const b of batch) values.push(...bookingParams(b));
  const [row] = await queryRows<BatchRow>(db, statementFor(batch.length), values);
  const createdAt = new Date(row!.created_at);
  return batch.map((b) => {
    const id = String(b.reservation.id);
    const billing = row!.billing?.[id];
    const stored = storedOf(b, createdAt, row!.extra_row_ids?.[id] ?? [], billing ? { id: Number(billing[0]), createdAt: new Date(billing[1]) } : null, {});
    return { stored, outboxId: Number(row!.outbox_ids[id]) };
  });
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
    if (rows.redeemPromo !== null || this.options.batchMax <= 1) return bookAlone(this.db, rows);
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
