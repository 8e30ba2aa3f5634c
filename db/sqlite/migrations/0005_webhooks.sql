CREATE TABLE `webhook_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`attempted_at` integer NOT NULL,
	`status_code` integer,
	`error` text,
	`duration_ms` integer NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `webhook_messages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `webhook_attempts_message` ON `webhook_attempts` (`message_id`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`url` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`events` text NOT NULL,
	`follows_stock_low` integer NOT NULL,
	`skus` text NOT NULL,
	`stock_low_threshold` integer NOT NULL,
	`secret` text NOT NULL,
	`previous_secret` text,
	`previous_secret_until` integer,
	`created_at` integer NOT NULL,
	`secret_rotated_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_account` ON `webhook_endpoints` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `webhook_endpoints_stock_low` ON `webhook_endpoints` (`follows_stock_low`);--> statement-breakpoint
CREATE TABLE `webhook_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL,
	`account_id` integer NOT NULL,
	`event_type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`status` text NOT NULL,
	`next_attempt_at` integer,
	`attempt_count` integer DEFAULT 0 NOT NULL,
	`lease_token` text,
	`leased_until` integer,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `webhook_messages_due` ON `webhook_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_messages_endpoint` ON `webhook_messages` (`endpoint_id`,`created_at`);