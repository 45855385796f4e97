import { useId } from 'react';
import { useBenchmarkChoices } from './reportsApi';

/** The index the user's rupees are replayed into; "" is the server's default, NIFTY 50. */
export function BenchmarkPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (token: number | null) => void;
}) {
  const id = useId();
  const { data } = useBenchmarkChoices();
  const choices = (data?.indices ?? []).filter((i) => i.name.toUpperCase() !== 'NIFTY 50');
  return (
    <label className="rp-benchmark" htmlFor={id}>
      <span className="rp-benchmark__label">Benchmark</span>
      <select
        id={id}
        className="input select rp-benchmark__select"
        value={value === null ? '' : String(value)}
        onChange={(e) => {
          const token = Number(e.target.value);
          onChange(e.target.value === '' || !Number.isSafeInteger(token) || token <= 0 ? null : token);
        }}
      >
        <option value="">NIFTY 50</option>
        {choices.map((i) => (
          <option key={i.instrument_token} value={String(i.instrument_token)}>
            {i.name}
          </option>
        ))}
      </select>
    </label>
  );
}
