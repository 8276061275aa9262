import { writeFileSync } from 'node:fs'
import { buildClassGroups, generatedFile, sourceFiles, sourceTokens } from './build-class-groups.ts'

const out = 'src/web/lib/class-groups.generated.ts'
const table = buildClassGroups(sourceTokens(sourceFiles('src/web')))
writeFileSync(out, generatedFile(table))
console.log(`${out}: ${Object.keys(table.classes).length} classes in ${table.groups.length} groups`)
