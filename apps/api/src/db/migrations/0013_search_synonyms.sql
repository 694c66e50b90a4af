CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_code" varchar(64) NOT NULL,
	"term" varchar(128) NOT NULL,
	"search_key" varchar(128) NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("group_code","search_key")
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_key_idx" ON "search_synonyms" USING btree ("search_key");