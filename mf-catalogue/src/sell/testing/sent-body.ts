// Test support: what a form-style call sent, without the form token every call carries (shared/testing's sentFields).
export { sentFields as body } from 'shared/testing';
