// The customizations feature's one door: what other features and infrastructure use; everything else stays inside.
export { findOwnCustomization, toSavedCustomization } from './customization-row.ts'
export { createCustomization } from './create-customization.ts'
