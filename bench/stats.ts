/** Small helpers shared by the benchmarks: medians and number formatting. */

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** 41000.4 -> "41,000" */
export function fmt(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** 0.3412 -> "34%" */
export function pct(ratio: number, digits = 0): string {
  return `${(ratio * 100).toFixed(digits)}%`;
}

/** Bytes with a KB figure beside them: "18,342 B (17.9 KB)". */
export function bytes(n: number): string {
  return `${fmt(n)} B (${(n / 1024).toFixed(1)} KB)`;
}
