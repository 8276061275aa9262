import type { SeedTemplate } from '../template-seed.ts'

export const homeRenovationGuardian: SeedTemplate = {
  id: 'home-renovation-guardian',
  slug: 'home-renovation-guardian',
  staticPage: true,
  name: 'Home Renovation Guardian',
  description:
    'Check a builder or tradie quote before you sign: scope gaps, pricing, payment terms, licences, insurance, permits and the red flags that cost homeowners money.',
  howToUse:
    'Gather your quote or contract, the builder details and anything you have been told about approvals. Answer the questions, paste in the quote text, then run the prompt in your AI model. Use the risk rating, missing-scope list and questions to go back to the builder before you sign or pay a deposit. For larger jobs, take the flagged contract issues to a solicitor or your state building advisory service.',
  category: 'Power Tools',
  tier: 'boost',
  masterPrompt: `Review the renovation quote, scope and contract details below and protect the homeowner from the problems that most often turn renovations into disputes: vague scope, missing items, cost blowouts hidden in allowances, poor payment terms, unlicensed or uninsured work, and approvals nobody obtained. Be specific about what is missing, and distinguish between definite problems, common issues worth clarifying, and things you cannot judge without seeing the site or the full contract.

Check the scope first. Compare what the quote includes with what a job of this type normally needs, and list anything missing or ambiguous: demolition and rubbish removal, site protection and cleaning, temporary facilities, structural work and engineering, waterproofing and its certification, electrical and plumbing work by licensed trades, making good (patching, painting, flooring transitions), fixtures and finishes, council or certifier fees, and who supplies what. Identify prime cost (PC) items and provisional sums, explain that these are allowances that can blow out, and judge whether the amounts look realistic for the finishes I expect. Note exclusions and any wording such as "subject to site conditions" that shifts risk to the owner.

Then check the contract and payments. Explain whether the contract type suits the job (fixed price versus cost-plus), and flag: no written contract; a deposit larger than my state or territory permits (several Australian jurisdictions cap deposits for residential building work, often at 5 to 10 percent depending on the contract value; tell me to confirm the current rule); progress payments that run ahead of completed stages; no clear start and finish dates or extension-of-time process; variations that are not required to be in writing and priced before the work; and no defects liability period. Explain when home warranty or domestic building insurance is generally required (above a value threshold that varies by state) and that the builder must provide the certificate before taking a deposit in many states. Tell me to verify the builder's licence, its class and any disciplinary history on my state or territory regulator's public register, and to check public liability cover.

Then approvals and safety. Based on the work types and property, explain what approvals may be needed (development approval, building permit or certificate, a private certifier, strata or owners corporation approval, heritage overlays) and that the owner usually carries the consequences if approvals are skipped. Flag where licensed trades are legally required (electrical, plumbing and gas, and often waterproofing and structural work), where an engineer is needed (removing walls, decks, retaining walls), and that homes built before about 1990 may contain asbestos, which must be identified before demolition and removed by licensed removalists where required.

Present your answer under these headings:

1. Overall risk rating: Green, Amber or Red, with the three biggest reasons.
2. Scope gaps and ambiguities: a table of item, what the quote says, what is missing or unclear, and what to ask.
3. Price sense-check: whether the total and key lines look plausible for the job and location, labelled as rough estimates, and the realistic contingency to hold (typically 10 to 20 percent for renovations, more for older homes).
4. Contract and payment review: each issue with why it matters and the fix to request.
5. Licences, insurance and approvals: a checklist of what to verify and where.
6. Red flags: anything in the quote or my answers that matches common warning signs, such as cash discounts for no paperwork, pressure to sign quickly, large upfront payments, no licence number, or "you won't need a permit" for structural work.
7. Questions for the builder: a numbered list I can send by email.
8. Before you sign and during the build: a short checklist covering written variations, stage inspections (consider an independent building inspector), keeping records and photos, and what to do if a dispute arises (my state fair trading or building regulator and the relevant tribunal).

This is general information, not legal or building advice; recommend a solicitor or building consultant review contracts for larger or structural jobs, and tell me to rely on licensed professionals for anything involving structure, electrical, gas, plumbing or asbestos. If I am outside Australia, explain the same principles and tell me which local bodies to look for.`,
  questions: [
    {
      id: 'project',
      section: 'The project',
      required: true,
      question: 'Describe the renovation you are planning.',
      type: 'textarea',
      placeholder: 'Rooms, what is changing, finishes you expect',
      example:
        'Full bathroom renovation: strip to frame, move the shower, new vanity and tiles floor to ceiling, relocate the toilet 600mm.',
    },
    {
      id: 'property',
      question: 'What type of property is it?',
      type: 'select',
      options: [
        'Freestanding house',
        'Townhouse or villa',
        'Apartment or unit (strata)',
        'Heritage-listed or in a heritage area',
        'Investment property with tenants',
      ],
    },
    {
      id: 'location',
      required: true,
      question: 'Where is the property, and roughly when was it built?',
      type: 'text',
      placeholder: 'Suburb, state or territory (or country), and build era',
      example: 'Carlton, Victoria, built around 1975',
    },
    {
      id: 'quote',
      section: 'The quote',
      required: true,
      question: 'Paste the quote or scope of works as written.',
      type: 'textarea',
      placeholder: 'Line items, inclusions, exclusions, PC items, provisional sums, totals',
      example:
        'Demolition $2,800; Plumbing rough-in and fit-off $6,500; Waterproofing $1,400; Tiling (PC tiles $40/m2) $7,200; Vanity PC $1,200; Electrical by others; Total $28,900 inc GST',
    },
    {
      id: 'quote_count',
      question: 'How many quotes have you received?',
      type: 'radio',
      options: ['Just this one', 'Two', 'Three or more', 'None in writing yet'],
    },
    {
      id: 'price',
      required: true,
      question: 'What is the total quoted price?',
      type: 'text_input',
      placeholder: 'Amount including GST or tax',
      example: '$28,900 inc GST',
    },
    {
      id: 'builder',
      question: 'What do you know about the builder or tradie?',
      type: 'textarea',
      placeholder: 'Business name, licence number, how you found them, insurance mentioned',
      example:
        'Found through a neighbour. Licence number is on the quote. They mentioned insurance but have not shown any certificate.',
    },
    {
      id: 'contract',
      question: 'What kind of agreement is on the table?',
      type: 'single_choice',
      options: [
        'Fixed-price written contract',
        'Cost-plus contract',
        'A quote only, no contract yet',
        'Verbal agreement',
        'Not sure',
      ],
    },
    {
      id: 'payments',
      question: 'What are the deposit and payment terms?',
      type: 'textarea',
      placeholder: 'Deposit amount, progress payments, when final payment is due',
      example: '30% deposit on signing, 40% at rough-in, 30% on completion',
    },
    {
      id: 'work_types',
      section: 'The work',
      question: 'Which kinds of work are involved?',
      type: 'multi_select',
      options: [
        'Removing or altering walls',
        'Plumbing or gas',
        'Electrical',
        'Waterproofing (bathrooms, laundries, balconies)',
        'Roofing',
        'Extension or second storey',
        'Decks, pergolas or retaining walls',
        'Kitchen and joinery',
        'Demolition of old linings (possible asbestos)',
      ],
      allow_other: true,
      customPlaceholder: 'Other work, e.g. windows, stairs, pool',
    },
    {
      id: 'approvals',
      question: 'What do you know about permits and approvals?',
      type: 'radio',
      options: [
        'The builder says none are needed',
        'The builder is handling them',
        'I already have approval',
        'I have not looked into it',
        'Not sure',
      ],
    },
    {
      id: 'timeline',
      question: 'What timing have you been given, and are there any hard deadlines?',
      type: 'text',
      placeholder: 'Start date, duration, events you are working towards',
      example: 'Start in March, six weeks. Must be finished before the baby is due in June.',
    },
    {
      id: 'worries',
      section: 'Your priorities',
      question: 'What are you most worried about?',
      type: 'multiple_choice_with_other',
      options: [
        'The price blowing out',
        'Poor workmanship',
        'The builder disappearing mid-job',
        'Delays',
        'Hidden problems once walls are opened',
        'Missing approvals',
        'Disputes over variations',
      ],
      allow_other: true,
      customPlaceholder: 'Something else that concerns you',
    },
    {
      id: 'priority',
      question: 'What matters most to you on this job?',
      type: 'select',
      options: ['Lowest price', 'Quality of finish', 'Speed', 'Certainty and no surprises', 'Resale value'],
    },
  ],
  promptLines: { role: 'independent renovation adviser', locale: true, browse: true },
  detail: {
    minutes: 10,
    ring: { label: 'Accuracy', percent: 75 },
    features: [
      {
        title: 'Scope gap finder',
        description:
          'Spots what the quote leaves out or leaves vague, from demolition and waterproofing to making good and fees.',
      },
      {
        title: 'PC items and provisional sums',
        description:
          'Explains the allowances that commonly blow out and whether yours look realistic for the finish you expect.',
      },
      {
        title: 'Contract and payment review',
        description:
          'Flags oversized deposits, payments ahead of progress, unwritten variations and missing dates, with the fix to ask for.',
      },
      {
        title: 'Licences, insurance and permits',
        description:
          'A checklist of what to verify on public registers, when home warranty insurance applies, and which approvals may be needed.',
      },
      {
        title: 'Safety and licensed trades',
        description:
          'Highlights structural, electrical, plumbing, gas and asbestos work that must go to licensed professionals.',
      },
      {
        title: 'Questions ready to send',
        description:
          'A numbered list of questions for your builder, plus a before-you-sign and during-the-build checklist.',
      },
    ],
    whoFor: [
      'Homeowners about to sign a renovation quote or contract',
      'Anyone comparing builder quotes that do not line up',
      'First-time renovators unsure about permits, insurance and deposits',
      'Owners of older or strata properties with extra rules to navigate',
    ],
    howItWorks: [
      {
        title: 'Share the job and the quote',
        description: 'Describe the project, paste the quote, and add builder, payment and approval details.',
      },
      {
        title: 'Get the review',
        description:
          'Your AI model rates the risk, finds scope gaps and checks the contract, payments and approvals.',
      },
      {
        title: 'Go back to the builder',
        description:
          'Send the questions, request the fixes, and verify licences and insurance before paying anything.',
      },
      {
        title: 'Stay protected during the build',
        description:
          'Use the checklist for variations, inspections and records, and know where to go if things go wrong.',
      },
    ],
    whatItDoes:
      'Home Renovation Guardian reads your builder or tradie quote the way an experienced renovator would. It gives the job a Green, Amber or Red risk rating, lists missing and ambiguous scope items, explains prime cost items and provisional sums, and reviews the contract type, deposit and payment schedule against common rules. It sets out what to verify about licences and insurance, which permits and licensed trades are likely to be needed, the red flags in your situation, and a ready-to-send list of questions. It is general information, not legal or building advice.',
    whatYouGet: [
      'An overall risk rating with the three biggest reasons',
      'A table of scope gaps and what to ask about each',
      'A contract and payment review with fixes to request',
      'A licence, insurance and approvals checklist',
      'A ready-to-send list of questions for the builder',
      'A before-you-sign and during-the-build checklist',
    ],
  },
}
