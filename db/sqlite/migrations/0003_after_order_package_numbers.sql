DROP INDEX `shipment_packages_tracking_number_unique`;--> statement-breakpoint
CREATE INDEX `shipment_packages_tracking` ON `shipment_packages` (`tracking_number`);