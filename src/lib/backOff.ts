/** A doubling wait: `first` before the second attempt (`attempt` 0), twice that next, up to `max`. */
export function backOff(attempt: number, first: number, max: number): number {
  return Math.min(max, first * 2 ** attempt);
}
