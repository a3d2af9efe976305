import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/** The admin lists' connection records: one each, whatever the search or filter (filters: []). */
export const adminVendorConnectionId = () => ConnectionHandler.getConnectionID(ROOT_ID, 'AdminVendorList_adminVendors');
export const customerConnectionId = () => ConnectionHandler.getConnectionID(ROOT_ID, 'CustomerList_customers');
