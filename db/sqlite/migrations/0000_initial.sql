CREATE TABLE `accounts` (
	`id` integer PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`company_name` text NOT NULL,
	`terms` text NOT NULL,
	`ship_blind_default` integer DEFAULT false NOT NULL,
	`price_tier_id` integer NOT NULL,
	`tax_exempt` integer DEFAULT false NOT NULL,
	`bill_to` text NOT NULL,
	`bill_attn` text DEFAULT '' NOT NULL,
	`bill_address` text NOT NULL,
	`bill_city` text NOT NULL,
	`bill_state` text NOT NULL,
	`bill_zip` text NOT NULL,
	`shipping_collect_number` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`price_tier_id`) REFERENCES `price_tiers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_number_unique` ON `accounts` (`number`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`key_hash` text NOT NULL,
	`key_hint` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_account` ON `api_keys` (`account_id`);--> statement-breakpoint
CREATE TABLE `brands` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`noe_retailing` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brands_name_unique` ON `brands` (`name`);--> statement-breakpoint
CREATE TABLE `cart_lines` (
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`warehouse_code` text DEFAULT '' NOT NULL,
	`qty` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`, `warehouse_code`),
	FOREIGN KEY (`user_id`) REFERENCES `website_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "cart_qty_positive" CHECK("cart_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE `cart_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`settings_json` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `website_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cross_refs` (
	`account_id` integer NOT NULL,
	`your_sku` text NOT NULL,
	`product_id` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `your_sku`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cross_refs_product` ON `cross_refs` (`account_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`account_id` integer NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`state` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `key`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `order_lines` (
	`order_id` integer NOT NULL,
	`line_number` integer NOT NULL,
	`type` text NOT NULL,
	`product_id` integer NOT NULL,
	`sku` text NOT NULL,
	`gtin` text NOT NULL,
	`your_sku` text DEFAULT '' NOT NULL,
	`qty_ordered` integer NOT NULL,
	`qty_shipped` integer DEFAULT 0 NOT NULL,
	`price_cents` integer NOT NULL,
	`brand_name` text NOT NULL,
	`style_name` text NOT NULL,
	`title` text NOT NULL,
	`color_name` text NOT NULL,
	`size_name` text NOT NULL,
	`returnable` integer NOT NULL,
	`quoted` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`order_id`, `line_number`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guid` text NOT NULL,
	`order_number` text NOT NULL,
	`account_id` integer NOT NULL,
	`warehouse_code` text NOT NULL,
	`po_number` text DEFAULT '' NOT NULL,
	`invoice_number` text DEFAULT '' NOT NULL,
	`ordered_at` integer NOT NULL,
	`invoiced_at` integer,
	`shipped_at` integer,
	`expected_delivery_at` integer,
	`order_type` text NOT NULL,
	`terms` text NOT NULL,
	`status` text NOT NULL,
	`delivery_status` text DEFAULT '' NOT NULL,
	`dropship` integer DEFAULT false NOT NULL,
	`shipping_method_code` text NOT NULL,
	`shipping_carrier` text NOT NULL,
	`shipping_method` text NOT NULL,
	`ship_blind` integer NOT NULL,
	`shipping_collect_number` text DEFAULT '' NOT NULL,
	`tracking_number` text DEFAULT '' NOT NULL,
	`ship_to_customer` text NOT NULL,
	`ship_to_attn` text NOT NULL,
	`ship_to_address` text NOT NULL,
	`ship_to_city` text NOT NULL,
	`ship_to_state` text NOT NULL,
	`ship_to_zip` text NOT NULL,
	`ship_to_residential` integer NOT NULL,
	`bill_to` text NOT NULL,
	`bill_attn` text NOT NULL,
	`bill_address` text NOT NULL,
	`bill_city` text NOT NULL,
	`bill_state` text NOT NULL,
	`bill_zip` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`shipping_cents` integer NOT NULL,
	`shipping_saved_cents` integer NOT NULL,
	`cod_cents` integer DEFAULT 0 NOT NULL,
	`tax_cents` integer NOT NULL,
	`lost_cash_discount_cents` integer DEFAULT 0 NOT NULL,
	`small_order_fee_cents` integer NOT NULL,
	`cupon_discount_cents` integer DEFAULT 0 NOT NULL,
	`sample_discount_cents` integer DEFAULT 0 NOT NULL,
	`set_up_fee_cents` integer DEFAULT 0 NOT NULL,
	`restock_fee_cents` integer DEFAULT 0 NOT NULL,
	`debit_credit_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer NOT NULL,
	`total_pieces` integer NOT NULL,
	`total_lines` integer NOT NULL,
	`total_weight` real NOT NULL,
	`total_boxes` integer NOT NULL,
	`conveyor_lane` text DEFAULT '' NOT NULL,
	`quote_number` text,
	`promotion_code` text,
	`payment_profile_id` integer,
	`email_confirmation` text DEFAULT '' NOT NULL,
	`is_test` integer DEFAULT false NOT NULL,
	`cancelled_at` integer,
	`next_event_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`warehouse_code`) REFERENCES `warehouses`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_guid_unique` ON `orders` (`guid`);--> statement-breakpoint
CREATE INDEX `orders_account_number` ON `orders` (`account_id`,`order_number`);--> statement-breakpoint
CREATE INDEX `orders_account_po` ON `orders` (`account_id`,`po_number`);--> statement-breakpoint
CREATE INDEX `orders_account_invoice` ON `orders` (`account_id`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `orders_account_ordered` ON `orders` (`account_id`,`ordered_at`);--> statement-breakpoint
CREATE INDEX `orders_next_event` ON `orders` (`next_event_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`order_number` text,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`created_at` integer NOT NULL,
	`claimed_until` integer,
	`sent_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `outbox_pending` ON `outbox` (`sent_at`,`claimed_until`);--> statement-breakpoint
CREATE INDEX `outbox_account` ON `outbox` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_profiles` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`profile_type` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `website_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `price_tiers` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`discount_basis_points` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY NOT NULL,
	`sku` text NOT NULL,
	`gtin` text NOT NULL,
	`style_id` integer NOT NULL,
	`style_color_id` integer NOT NULL,
	`size_name` text NOT NULL,
	`size_code` text NOT NULL,
	`size_order` text NOT NULL,
	`size_price_code_name` text NOT NULL,
	`case_qty` integer NOT NULL,
	`unit_weight` real NOT NULL,
	`map_price_cents` integer NOT NULL,
	`retail_price_cents` integer NOT NULL,
	`piece_price_cents` integer NOT NULL,
	`dozen_price_cents` integer NOT NULL,
	`case_price_cents` integer NOT NULL,
	`sale_price_cents` integer,
	`sale_expires_at` integer,
	`noe_retailing` integer DEFAULT false NOT NULL,
	`case_weight` real NOT NULL,
	`case_width` real NOT NULL,
	`case_length` real NOT NULL,
	`case_height` real NOT NULL,
	`poly_pack_qty` integer NOT NULL,
	FOREIGN KEY (`style_id`) REFERENCES `styles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`style_color_id`) REFERENCES `style_colors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_sku_unique` ON `products` (`sku`);--> statement-breakpoint
CREATE UNIQUE INDEX `products_gtin_unique` ON `products` (`gtin`);--> statement-breakpoint
CREATE INDEX `products_style` ON `products` (`style_id`);--> statement-breakpoint
CREATE INDEX `products_style_color` ON `products` (`style_color_id`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`code` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`discount_basis_points` integer NOT NULL,
	`brand_id` integer,
	`style_id` integer,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`style_id`) REFERENCES `styles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `quote_items` (
	`quote_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	PRIMARY KEY(`quote_id`, `product_id`),
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`account_id` integer NOT NULL,
	`status` text NOT NULL,
	`expires_at` integer NOT NULL,
	`single_use` integer NOT NULL,
	`min_pieces` integer DEFAULT 0 NOT NULL,
	`used_at` integer,
	`used_by_order_number` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_unique` ON `quotes` (`number`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`account_id` integer NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`account_id`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `specs` (
	`id` integer PRIMARY KEY NOT NULL,
	`style_id` integer NOT NULL,
	`size_name` text NOT NULL,
	`size_order` text NOT NULL,
	`spec_name` text NOT NULL,
	`value` text NOT NULL,
	FOREIGN KEY (`style_id`) REFERENCES `styles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `specs_style` ON `specs` (`style_id`);--> statement-breakpoint
CREATE TABLE `stock` (
	`product_id` integer NOT NULL,
	`warehouse_code` text NOT NULL,
	`sku_id` integer NOT NULL,
	`qty` integer NOT NULL,
	`closeout` integer DEFAULT false NOT NULL,
	`dropship` integer DEFAULT false NOT NULL,
	`exclude_free_freight` integer DEFAULT false NOT NULL,
	`full_case_only` integer DEFAULT false NOT NULL,
	`returnable` integer DEFAULT true NOT NULL,
	`expected_inventory` text DEFAULT 'None' NOT NULL,
	PRIMARY KEY(`product_id`, `warehouse_code`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`warehouse_code`) REFERENCES `warehouses`(`code`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "stock_qty_not_negative" CHECK("stock"."qty" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_sku_id_unique` ON `stock` (`sku_id`);--> statement-breakpoint
CREATE TABLE `style_colors` (
	`id` integer PRIMARY KEY NOT NULL,
	`style_id` integer NOT NULL,
	`color_code` text NOT NULL,
	`color_name` text NOT NULL,
	`color_price_code_name` text NOT NULL,
	`color_group` text NOT NULL,
	`color_group_name` text NOT NULL,
	`color_family_id` integer NOT NULL,
	`color_family` text NOT NULL,
	`color1` text NOT NULL,
	`color2` text NOT NULL,
	`swatch_text_color` text NOT NULL,
	`swatch_image` text NOT NULL,
	`front_image` text NOT NULL,
	`side_image` text NOT NULL,
	`back_image` text NOT NULL,
	`direct_side_image` text NOT NULL,
	`on_model_front_image` text NOT NULL,
	`on_model_side_image` text NOT NULL,
	`on_model_back_image` text NOT NULL,
	FOREIGN KEY (`style_id`) REFERENCES `styles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `style_colors_style_code` ON `style_colors` (`style_id`,`color_code`);--> statement-breakpoint
CREATE TABLE `style_media` (
	`style_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image` text NOT NULL,
	`asset_type` text NOT NULL,
	PRIMARY KEY(`style_id`, `position`),
	FOREIGN KEY (`style_id`) REFERENCES `styles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `styles` (
	`id` integer PRIMARY KEY NOT NULL,
	`part_number` text NOT NULL,
	`brand_id` integer NOT NULL,
	`style_name` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`base_category` text NOT NULL,
	`base_category_id` integer NOT NULL,
	`category_ids` text NOT NULL,
	`catalog_page_number` text NOT NULL,
	`new_style` integer NOT NULL,
	`comparable_group` text NOT NULL,
	`companion_group` text NOT NULL,
	`style_image` text NOT NULL,
	`sustainable_style` integer NOT NULL,
	`country_of_origin` text NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `styles_part_number_unique` ON `styles` (`part_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `styles_brand_style_name` ON `styles` (`brand_id`,`style_name`);--> statement-breakpoint
CREATE INDEX `styles_brand` ON `styles` (`brand_id`);--> statement-breakpoint
CREATE TABLE `warehouses` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`time_zone` text NOT NULL,
	`cut_off_local` text NOT NULL,
	`is_dropship` integer DEFAULT false NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `website_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`failed_sign_ins` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `website_users_email_unique` ON `website_users` (`email`);