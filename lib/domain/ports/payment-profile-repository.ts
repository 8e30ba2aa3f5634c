export interface PaymentProfile {
  profileId: number;
  profileType: 'Credit Card' | 'Bank';
  name: string;
}

export interface PaymentProfileRepository {
  /**
   * The saved payment methods of the website user with that e-mail (any case) within the
   * account; undefined when no such user belongs to the account.
   */
  listForUser(accountId: number, email: string): Promise<PaymentProfile[] | undefined>;
}
