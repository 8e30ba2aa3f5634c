/** Which PromoStandards services an account is refused (the standard's code 104). */
export interface ServiceAccessRepository {
  isDenied(accountId: number, service: string): Promise<boolean>;
  deny(accountId: number, service: string, at: number): Promise<void>;
  allow(accountId: number, service: string): Promise<void>;
}
