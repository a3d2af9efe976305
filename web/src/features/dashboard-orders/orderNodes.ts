// The order and part shapes of the orders table's fragment, named once for the table and its rows.
import type { OrderTable_query$data } from '../../__generated__/OrderTable_query.graphql.ts';

export type OrderNode = OrderTable_query$data['myOrders']['edges'][number]['node'];
export type OrderPartData = OrderNode['parts'][number];
