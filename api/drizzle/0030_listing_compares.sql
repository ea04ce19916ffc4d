CREATE TABLE "listing_compares" (
	"yacht_kind" varchar(8) NOT NULL,
	"yacht_id" integer NOT NULL,
	"day" date NOT NULL,
	"sid_hash" varchar(64) NOT NULL,
	CONSTRAINT "listing_compares_yacht_kind_yacht_id_day_sid_hash_pk" PRIMARY KEY("yacht_kind","yacht_id","day","sid_hash")
);
