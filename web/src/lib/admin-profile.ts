// The admin's vendor edit form (docs/spec/vendor-admin.md §5 "Admin edit"): no required fields; empty ones fall back.

export interface AdminProfileForm {
  storeName: string;
  address1: string;
  email: string;
  phone: string;
  description: string;
  password: string;
}

export interface ExistingVendor {
  storeName: string;
  address1: string;
  email: string;
  phone: string;
  description: string | null;
}

/**
 * What is sent: empty fields take the vendor's store name, address, email and phone; an empty
 * description keeps the current one (or stays empty); the password only when filled.
 */
export function adminProfileInput(form: AdminProfileForm, existing: ExistingVendor) {
  const or = (value: string, fallback: string) => (value.trim() ? value.trim() : fallback);
  return {
    storeName: or(form.storeName, existing.storeName),
    address1: or(form.address1, existing.address1),
    email: or(form.email, existing.email),
    phone: or(form.phone, existing.phone),
    description: or(form.description, existing.description ?? ''),
    ...(form.password ? { password: form.password } : {}),
  };
}
