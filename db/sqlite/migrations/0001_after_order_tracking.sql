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
CREATE UNIQUE INDEX `shipment_packages_tracking_number_unique` ON `shipment_packages` (`tracking_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_packages_order_box` ON `shipment_packages` (`order_id`,`box_number`);--> statement-breakpoint
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
