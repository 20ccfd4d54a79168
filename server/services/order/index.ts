import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerDashboard } from '../dashboard';
import { registerCreditNoteDocuments } from './creditNoteDocuments';
import { registerCreditNotes } from './creditNotes';
import { registerOrderDocuments } from './orderDocuments';
import { registerExchangeList } from './exchangeList';
import { registerOrderList } from './orderList';
import { registerOrderMoves } from './orderMoves';
import { registerOrderExchanges } from './orderExchanges';
import { registerOrderNotes } from './orderNotes';
import { registerOrderPayments } from './orderPayments';
import { registerOrderReport } from './orderReport';
import { registerOrderReturns } from './orderReturns';
import { registerReturnList } from './returnList';

/** The order base: orders, their state moves, notes, payments and refunds, returns and exchanges, their invoice and packing slip, the history report, credit notes. */
export const orderService = async (app: FastifyInstance, { db }: ServiceContext) => {
  registerOrderList(app, db);
  registerOrderDocuments(app, db);
  registerOrderReport(app, db);
  registerOrderMoves(app, db);
  registerOrderNotes(app, db);
  registerOrderPayments(app, db);
  registerOrderReturns(app, db);
  registerOrderExchanges(app, db);
  registerReturnList(app, db);
  registerExchangeList(app, db);
  registerCreditNotes(app, db);
  registerCreditNoteDocuments(app, db);
  registerDashboard(app, db);
};
