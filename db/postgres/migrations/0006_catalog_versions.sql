CREATE TABLE "catalog_versions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- One row, advanced in the writing transaction by every write to a table a catalog answer reads
-- (styles, products, inventory, specs, brands, categories and the account's cross references)
-- or a caller's identity rests on (accounts, API keys, price tiers): per-process caches of
-- answers and of authenticated callers hold only while it stands still.
-- Advanced once per writing transaction, at its commit (deferred constraint triggers guarded by a
-- transaction-local setting): taking the row's lock at the first stock update instead would make
-- every concurrent order queue on this one row until it commits, and let orders deadlock.
INSERT INTO "catalog_versions" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "advance_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('apparel.catalog_version_advanced', true) IS DISTINCT FROM txid_current()::text THEN
		PERFORM set_config('apparel.catalog_version_advanced', txid_current()::text, true);
		UPDATE "catalog_versions" SET "version" = "version" + 1 WHERE "id" = 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_warehouses" AFTER INSERT OR UPDATE OR DELETE ON "warehouses"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_warehouses_truncate" AFTER TRUNCATE ON "warehouses"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_brands" AFTER INSERT OR UPDATE OR DELETE ON "brands"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_brands_truncate" AFTER TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_categories" AFTER INSERT OR UPDATE OR DELETE ON "categories"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_categories_truncate" AFTER TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_styles" AFTER INSERT OR UPDATE OR DELETE ON "styles"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_styles_truncate" AFTER TRUNCATE ON "styles"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_style_media" AFTER INSERT OR UPDATE OR DELETE ON "style_media"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_style_media_truncate" AFTER TRUNCATE ON "style_media"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_style_colors" AFTER INSERT OR UPDATE OR DELETE ON "style_colors"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_style_colors_truncate" AFTER TRUNCATE ON "style_colors"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_specs" AFTER INSERT OR UPDATE OR DELETE ON "specs"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_specs_truncate" AFTER TRUNCATE ON "specs"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_products" AFTER INSERT OR UPDATE OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_products_truncate" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_stock" AFTER INSERT OR UPDATE OR DELETE ON "stock"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_stock_truncate" AFTER TRUNCATE ON "stock"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_price_tiers" AFTER INSERT OR UPDATE OR DELETE ON "price_tiers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_price_tiers_truncate" AFTER TRUNCATE ON "price_tiers"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_cross_refs" AFTER INSERT OR UPDATE OR DELETE ON "cross_refs"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_cross_refs_truncate" AFTER TRUNCATE ON "cross_refs"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_accounts" AFTER INSERT OR UPDATE OR DELETE ON "accounts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_accounts_truncate" AFTER TRUNCATE ON "accounts"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_api_keys" AFTER INSERT OR UPDATE OR DELETE ON "api_keys"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "advance_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_api_keys_truncate" AFTER TRUNCATE ON "api_keys"
	FOR EACH STATEMENT EXECUTE FUNCTION "advance_catalog_version"();
