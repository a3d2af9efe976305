import { Link, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LeadPageQuery } from '../../../__generated__/LeadPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { LeadDetail } from '../../../features/leads/LeadDetail.tsx';
import { dashboardUrl } from '../../../lib/dashboard-urls.ts';

/** /vendor-dashboard/leads/{id}: one enquiry, its status, notes and replies (issue 37 part 2). */
export default function LeadPage() {
  const { lead } = usePreloadedQuery<LeadPageQuery>(
    graphql`
      query LeadPageQuery($id: ID!) {
        lead(id: $id) @catch(to: NULL) {
          name
          productName
          ...LeadDetail_lead
        }
      }
    `,
    useLoaderData() as PreloadedQuery<LeadPageQuery>,
  );
  const back = <Link to={dashboardUrl('leads')}>Back to Leads</Link>;
  if (!lead) {
    return (
      <DashboardPage heading="Enquiry not found" actions={back}>
        <p>This enquiry does not exist, or it belongs to another store.</p>
      </DashboardPage>
    );
  }
  return (
    <DashboardPage heading={`${lead.name} about ${lead.productName}`} actions={back}>
      <LeadDetail lead={lead} />
    </DashboardPage>
  );
}
