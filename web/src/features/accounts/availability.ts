import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { availabilityStoreIdQuery } from '../../__generated__/availabilityStoreIdQuery.graphql.ts';
import type { availabilityEmailQuery } from '../../__generated__/availabilityEmailQuery.graphql.ts';

const storeIdQuery = graphql`
  query availabilityStoreIdQuery($storeId: String!) {
    storeIdAvailable(storeId: $storeId)
  }
`;

const emailQuery = graphql`
  query availabilityEmailQuery($email: String!) {
    emailAvailable(email: $email)
  }
`;

/** Asks the server now (never the store: someone may have registered meanwhile). */
export async function isStoreIdAvailable(environment: Environment, storeId: string): Promise<boolean> {
  const data = await fetchQuery<availabilityStoreIdQuery>(environment, storeIdQuery, { storeId }, { fetchPolicy: 'network-only' }).toPromise();
  if (!data) throw new Error('no answer');
  return data.storeIdAvailable;
}

export async function isEmailAvailable(environment: Environment, email: string): Promise<boolean> {
  const data = await fetchQuery<availabilityEmailQuery>(environment, emailQuery, { email }, { fetchPolicy: 'network-only' }).toPromise();
  if (!data) throw new Error('no answer');
  return data.emailAvailable;
}
