import { usePageMeta } from '../lib/page-meta.ts'
import { CustomizationTool } from '../features/customization/components/customization-tool.tsx'

export default function CustomizationPage() {
  usePageMeta(
    'Customisation Tool',
    'Personalise a prompt you own and get a copy-paste prompt for any AI model.',
  )
  return <CustomizationTool />
}
