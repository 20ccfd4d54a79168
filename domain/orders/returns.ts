export interface BoughtLine {
  lineId: number;
  quantity: number;
  /** Pieces of this line already returned or exchanged. */
  returned: number;
}

export interface ReturnRequestLine {
  lineId: number;
  quantity: number;
}

export type ReturnProblem =
  | { lineId: number; problem: 'unknown_line' }
  | { lineId: number; problem: 'over_remainder'; remaining: number }
  | { lineId: number; problem: 'not_positive' };

/** What in a return asks for more than was bought and not yet returned; empty when it may go ahead. */
export const returnProblems = (bought: readonly BoughtLine[], request: readonly ReturnRequestLine[]): ReturnProblem[] => {
  const asked = new Map<number, number>();
  for (const line of request) asked.set(line.lineId, (asked.get(line.lineId) ?? 0) + line.quantity);
  return [...asked].flatMap(([lineId, quantity]): ReturnProblem[] => {
    const line = bought.find((candidate) => candidate.lineId === lineId);
    if (!line) return [{ lineId, problem: 'unknown_line' }];
    if (!Number.isInteger(quantity) || quantity <= 0) return [{ lineId, problem: 'not_positive' }];
    const remaining = line.quantity - line.returned;
    return quantity > remaining ? [{ lineId, problem: 'over_remainder', remaining }] : [];
  });
};

/** The refund for returning `quantity` pieces of a line: its net spread evenly, the last piece taking the rest. */
export const refundFor = (line: { quantity: number; net: number; returned: number }, quantity: number): number => {
  const perPiece = Math.floor(line.net / line.quantity);
  const returnsLast = line.returned + quantity === line.quantity;
  return returnsLast ? line.net - perPiece * line.returned : perPiece * quantity;
};
