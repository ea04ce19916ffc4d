// The topics of one module (section), issue 6 helper C (placeholder until written).
export function ModulePage() {
  return null;
}
