/**
 * How many cards to put in a row so that the rows come out as even as the room allows: five
 * people make rows of 3 and 2 and seven rows of 4 and 3, never a full row and a lonely last card.
 */
export function balancedColumns(count: number, maxColumns: number): number {
  if (count < 1 || maxColumns < 1) return 1;
  const rows = Math.ceil(count / maxColumns);
  return Math.ceil(count / rows);
}
