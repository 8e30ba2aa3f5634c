CREATE TABLE `catalog_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
-- One row, advanced in the writing transaction by every write to a table a catalog answer reads
-- (styles, products, inventory, specs, brands, categories and the account's cross references)
-- or a caller's identity rests on (accounts, API keys, price tiers): per-process caches of
-- answers and of authenticated callers hold only while it stands still.
INSERT INTO `catalog_versions` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `catalog_version_warehouses_insert` AFTER INSERT ON `warehouses`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_warehouses_update` AFTER UPDATE ON `warehouses`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_warehouses_delete` AFTER DELETE ON `warehouses`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_brands_insert` AFTER INSERT ON `brands`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_brands_update` AFTER UPDATE ON `brands`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_brands_delete` AFTER DELETE ON `brands`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_categories_insert` AFTER INSERT ON `categories`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_categories_update` AFTER UPDATE ON `categories`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_categories_delete` AFTER DELETE ON `categories`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_styles_insert` AFTER INSERT ON `styles`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_styles_update` AFTER UPDATE ON `styles`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_styles_delete` AFTER DELETE ON `styles`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_style_media_insert` AFTER INSERT ON `style_media`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_style_media_update` AFTER UPDATE ON `style_media`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_style_media_delete` AFTER DELETE ON `style_media`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_style_colors_insert` AFTER INSERT ON `style_colors`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_style_colors_update` AFTER UPDATE ON `style_colors`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_style_colors_delete` AFTER DELETE ON `style_colors`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_specs_insert` AFTER INSERT ON `specs`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_specs_update` AFTER UPDATE ON `specs`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_specs_delete` AFTER DELETE ON `specs`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_insert` AFTER INSERT ON `products`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_update` AFTER UPDATE ON `products`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_delete` AFTER DELETE ON `products`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_stock_insert` AFTER INSERT ON `stock`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_stock_update` AFTER UPDATE ON `stock`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_stock_delete` AFTER DELETE ON `stock`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_price_tiers_insert` AFTER INSERT ON `price_tiers`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_price_tiers_update` AFTER UPDATE ON `price_tiers`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_price_tiers_delete` AFTER DELETE ON `price_tiers`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_cross_refs_insert` AFTER INSERT ON `cross_refs`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_cross_refs_update` AFTER UPDATE ON `cross_refs`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_cross_refs_delete` AFTER DELETE ON `cross_refs`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_accounts_insert` AFTER INSERT ON `accounts`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_accounts_update` AFTER UPDATE ON `accounts`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_accounts_delete` AFTER DELETE ON `accounts`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_api_keys_insert` AFTER INSERT ON `api_keys`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_api_keys_update` AFTER UPDATE ON `api_keys`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_api_keys_delete` AFTER DELETE ON `api_keys`
BEGIN
	UPDATE `catalog_versions` SET `version` = `version` + 1 WHERE `id` = 1;
END;
