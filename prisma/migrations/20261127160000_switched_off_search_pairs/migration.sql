-- Pairs of the search vocabulary (the product's word list, the WordNet thesaurus) the admin
-- switched off (issue 34): "word" as a query word or phrase no longer also means "term".
-- CreateTable
CREATE TABLE "switched_off_search_pairs" (
    "word" TEXT NOT NULL,
    "term" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "switched_off_search_pairs_pkey" PRIMARY KEY ("word","term")
);
