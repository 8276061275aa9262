// The admin feature's one door: what other features and infrastructure use; everything else stays inside.
export { recordAudit } from './record-audit.ts'
export { setUserRole } from './set-user-role.ts'
export { freeTemplateId } from './free-template-id.ts'
export { templateColumns } from './template-columns.ts'
