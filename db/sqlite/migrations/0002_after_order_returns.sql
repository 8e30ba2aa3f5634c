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
CREATE INDEX `returns_receive` ON `returns` (`status`,`receive_at`);