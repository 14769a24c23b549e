import type { Lang } from '@parking/domain/contracts/wire';

/** A mail as it is written to the outbox (mail/outbox-repository.ts) and sent by the relay. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  lang: Lang;
  /** kept in the outbox row and sent with the mail (the booking's .ics); none when absent */
  attachments?: MailAttachment[];
  /** not sent before this instant (the outbox row's next_attempt_at); absent = at once */
  notBefore?: Date;
}

/** A file sent with a mail: text content (an .ics) kept in the outbox row as it is. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
