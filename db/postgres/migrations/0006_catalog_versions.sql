CREATE TABLE "catalog_versions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- One row, advanced in the writing transaction by every write to a table a catalog answer reads
-- (styles, products, inventory, specs, brands, categories and the account's cross references)
-- or a caller's identity rests on (accounts, API keys, price tiers): per-process caches of
-- answers and of authenticated callers hold only while it stands still.
-- Statement triggers: a bulk write (the seed, a stock refresh) advances it once per statement.
INSERT INTO "catalog_versions" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "advance_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_versions" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_version_warehouses" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warehouses"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_brands" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_categories" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_styles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "styles"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_style_media" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "style_media"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_style_colors" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "style_colors"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_specs" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "specs"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_products" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_stock" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_price_tiers" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_tiers"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_cross_refs" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cross_refs"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_accounts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accounts"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_api_keys" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "api_keys"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
