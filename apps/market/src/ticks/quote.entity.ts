import { Column, Entity, PrimaryColumn } from 'typeorm';

const numeric = { from: (v: string) => Number(v), to: (v: number) => v };

/** The latest quote of each instrument, flushed periodically so a restart resumes the trading day. */
@Entity({ name: 'quotes', schema: 'market' })
export class QuoteEntity {
  @PrimaryColumn({ type: 'bigint', transformer: numeric })
  instrument_token!: number;

  /** IST trading day the day fields belong to, yyyy-mm-dd. */
  @Column({ type: 'date' })
  day!: string;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numeric })
  last_price!: number;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numeric })
  open!: number;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numeric })
  high!: number;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numeric })
  low!: number;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numeric })
  close!: number;

  @Column({ type: 'bigint', transformer: numeric })
  volume!: number;

  @Column({ type: 'timestamptz' })
  updated_at!: Date;
}
