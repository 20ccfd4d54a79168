import { stockLedger } from '../../../db/schema';

/** What every reading of the stock ledger answers of a row: which document line moved how many units, when, by whom. */
export const LEDGER_ENTRY = {
  id: stockLedger.id,
  at: stockLedger.at,
  actor_id: stockLedger.actor_id,
  document_type: stockLedger.document_type,
  document_id: stockLedger.document_id,
  line: stockLedger.line,
  in_transit: stockLedger.in_transit,
  delta: stockLedger.delta,
};
