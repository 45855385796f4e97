import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One row per load of the instrument master, so status survives a restart. */
@Entity({ name: 'instrument_loads', schema: 'market' })
export class InstrumentLoadEntity {
  @PrimaryGeneratedColumn('identity')
  id!: number;

  @Column({ type: 'text' })
  source!: 'bundled' | 'kite';

  @Column({ type: 'integer' })
  total!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  loaded_at!: Date;
}
