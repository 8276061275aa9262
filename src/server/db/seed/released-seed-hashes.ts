// Hashes (seed-hash.ts) of every version of each launch template that a release of the seed wrote. A row that still
// hashes to one of them was never edited by an admin, so start-up may bring it up to date. When a template file
// changes, add the hash of the version being replaced (npx tsx src/server/cli/seed-hashes.ts prints them) before releasing.
export const releasedSeedHashes: Record<string, readonly string[]> = {
  'abundance-mindset': ['a4c112f0562816bb5f6262a4eacc2193'],
  'ai-powered-career-navigator': ['e5b21ad0ca84abb3b339b9cbd872ecdf'],
  'big-purchase-decider': ['0c1eb377bd926349cb357718d3a5b73e'],
  'breakup-rebuild': ['0969fcf99d47ec073f1f21fa2e05ce18'],
  'daily-calorie-deficit-guide': ['7255234ed0238caa60120cbf94e1c00f'],
  'daily-focus-planner': ['5467ef466af4b5249dc4e8530d46dcb5'],
  'dream-relationship-planner': ['8b34e53f2538ad5a81ffacd7b54d140a'],
  'email-polisher': ['0876380b381fb543c7108908879fdb3d'],
  'europe-planner': ['cbba5398e8d2deb4001954bd273af543'],
  'get-back-on-track': ['332e61770510ddbeb7ccbb52e29c06d5'],
  'hard-conversation-strategist': ['5f1bcd0b71f6558aaaae4d3005839734'],
  'home-renovation-guardian': ['37fe86a20bb093ae0fd166906c30d54f'],
  'hyper-personalised-gym-match-plan-supplements': ['152d4e35fa45641b41098a93a4e95a7f'],
  'japan-planner': ['f6dd13bb907d39ac325bc6628092bef8'],
  'life-architect-blueprint': ['9bf5b3de625cc96be1c7a0d35b1c66d1'],
  'local-food-deal-hunter': ['34da08b6aa9bd2d6d370d7204f7ebe18'],
  'manifestation-mentor': ['cd72b7183edcc01f51e7ff717d53bb5e'],
  'mechanic-quote-checker': ['b77a5580b70189b1505e3d09cc4bd3ad'],
  'networking-mentor': ['c3a324a1167a335ea8dc228417582f09'],
  'pay-rise-pitch': ['933857ee3171e6759ad7ab01cd6fc2a0'],
  'side-hustle-launcher': ['5c1fb24c2521bd976c8bbe1ec2f9ceb1'],
  'sleep-reset-coach': ['6b27b674701686d89dbea59c004e88c2'],
}
