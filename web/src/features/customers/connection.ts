import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/** The customer list's connection record: one, whatever the search or filter (filters: []). */
export const customerConnectionId = () => ConnectionHandler.getConnectionID(ROOT_ID, 'CustomerList_customers');
