/** "1 ISTCian", "12 ISTCians". */
export function istcians(count: number): string {
  return `${count} ${count === 1 ? "ISTCian" : "ISTCians"}`;
}
