import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/** The vendor list's connection record: one, whatever the search or filter (filters: []). */
export const adminVendorConnectionId = () => ConnectionHandler.getConnectionID(ROOT_ID, 'AdminVendorList_adminVendors');
