import { ALL, ERP_STATUSES, PRODUCT_STATUSES, STOCK_FILTERS, VARIANT_STATUSES } from '@domain/catalogueValues';

/** SelectInput choices of the catalogue's fixed values, labelled by i18n key. */
const choicesOf = (values: readonly string[], group: string) => values.map((id) => ({ id, name: `catalogue.${group}.${id}` }));
const ALL_CHOICE = { id: ALL, name: 'catalogue.all' };

export const productStatusChoices = choicesOf(PRODUCT_STATUSES, 'product_status');
export const variantStatusChoices = choicesOf(VARIANT_STATUSES, 'variant_status');
export const erpStatusChoices = choicesOf(ERP_STATUSES, 'erp_status');
/** Filters whose default is "All" offer it as their first choice. */
export const productStatusFilterChoices = [ALL_CHOICE, ...productStatusChoices];
export const stockFilterChoices = [ALL_CHOICE, ...choicesOf(STOCK_FILTERS, 'stock')];
export const ALL_FILTER_CHOICE = ALL_CHOICE;
