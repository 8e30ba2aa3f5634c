CREATE TABLE `return_lines` (
	`order_id` integer NOT NULL,
	`line_number` integer NOT NULL,
	`return_id` integer NOT NULL,
	`original_order_id` integer NOT NULL,
	`original_line_number` integer NOT NULL,
	`product_id` integer NOT NULL,
	`qty` integer NOT NULL,
	`reason_code` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`restock` integer NOT NULL,
	PRIMARY KEY(`order_id`, `line_number`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`original_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `return_lines_original` ON `return_lines` (`original_order_id`,`original_line_number`);--> statement-breakpoint
CREATE TABLE `return_records` (
	`return_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`original_order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`return_warehouse_code` text NOT NULL,
	PRIMARY KEY(`return_id`, `order_id`),
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`original_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `return_records_order` ON `return_records` (`order_id`);--> statement-breakpoint
CREATE TABLE `returns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`receive_at` integer,
	`received_at` integer,
	`cancelled_at` integer,
	`email_confirmation` text DEFAULT '' NOT NULL,
	`shipping_label_required` integer NOT NULL,
	`items_required` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `returns_account` ON `returns` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `returns_receive` ON `returns` (`status`,`receive_at`);--> statement-breakpoint
CREATE TABLE `shipment_packages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`box_number` integer NOT NULL,
	`tracking_number` text NOT NULL,
	`weight` real NOT NULL,
	`story` text NOT NULL,
	`created_at` integer NOT NULL,
	`delivered_at` integer,
	`signed_by` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_packages_order_box` ON `shipment_packages` (`order_id`,`box_number`);--> statement-breakpoint
CREATE INDEX `shipment_packages_tracking` ON `shipment_packages` (`tracking_number`);--> statement-breakpoint
CREATE INDEX `shipment_packages_delivered` ON `shipment_packages` (`delivered_at`);--> statement-breakpoint
CREATE TABLE `tracking_checkpoints` (
	`package_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`kind` text NOT NULL,
	`at` integer NOT NULL,
	`location` text NOT NULL,
	`status_message` text NOT NULL,
	PRIMARY KEY(`package_id`, `seq`),
	FOREIGN KEY (`package_id`) REFERENCES `shipment_packages`(`id`) ON UPDATE no action ON DELETE no action
);
