CREATE TABLE `api_auth_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_number` text NOT NULL,
	`client_address` text NOT NULL,
	`failed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `api_auth_failures_address` ON `api_auth_failures` (`client_address`,`failed_at`);--> statement-breakpoint
CREATE INDEX `api_auth_failures_failed` ON `api_auth_failures` (`failed_at`);--> statement-breakpoint
CREATE TABLE `service_denials` (
	`account_id` integer NOT NULL,
	`service` text NOT NULL,
	`denied_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `service`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
