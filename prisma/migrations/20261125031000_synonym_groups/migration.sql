-- Synonym groups for search (issue 20): a query word or phrase matching one term also matches the
-- group's other terms. The admin extends them (GraphQL synonymGroups / createSynonymGroup ...);
-- these are the groups every database starts with.
-- CreateTable
CREATE TABLE "synonym_groups" (
    "id" SERIAL NOT NULL,
    "terms" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "synonym_groups_pkey" PRIMARY KEY ("id")
);

INSERT INTO "synonym_groups" ("terms", "updated_at") VALUES
  (ARRAY['sofa', 'couch', 'settee'], CURRENT_TIMESTAMP),
  (ARRAY['fridge', 'refrigerator'], CURRENT_TIMESTAMP),
  (ARRAY['flat', 'apartment'], CURRENT_TIMESTAMP),
  (ARRAY['to let', 'for rent', 'rental'], CURRENT_TIMESTAMP),
  (ARRAY['tv', 'television'], CURRENT_TIMESTAMP),
  (ARRAY['plot', 'land'], CURRENT_TIMESTAMP),
  (ARRAY['wardrobe', 'closet'], CURRENT_TIMESTAMP),
  (ARRAY['tap', 'faucet'], CURRENT_TIMESTAMP),
  (ARRAY['washing machine', 'washer'], CURRENT_TIMESTAMP);
