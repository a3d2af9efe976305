// The English labels of the listing rules (rules/listing.ts) as the storefront shows them: issue 35.
// rules/ keeps its English outputs for the API and the spec's texts; the web edge translates them
// here (web/src/lib/rule-labels.ts). See ./index.ts for the rules every catalogue follows.
export const rules = {
  'rules.forSale': 'For sale',
  'rules.forRent': 'For rent',
  'rules.ready': 'Ready',
  'rules.offPlan': 'Off-plan',
  'rules.offPlanHandover': 'Off-plan · Handover {quarter}',
  'rules.sqft': 'sq ft',
  'rules.sqm': 'sq m',
  'rules.perMonth': '/month',
  'rules.perYear': '/year',
  'rules.beds': '{count} bd',
  'rules.baths': '{count} ba',
  'rules.perArea': '{price} per {unit}',
  'rules.cardSqft': 'SQFT',
  'rules.cardSqm': 'SQM',
  'rules.listingTags': 'Listing',
} as const;
