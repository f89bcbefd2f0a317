/**
 * The NFDInstance contract's ARC-56 interface (methods, events, structs) as TxnLab/nfd-sdk ships it:
 * `APP_SPEC` of NFDInstanceClient.ts at commit 0c40b72d. Copied verbatim, never edited by hand: the README
 * ("What you see is what you sign") says how to refresh it.
 */
export const nfdInstanceSpec = {
  source: {
    repo: 'TxnLab/nfd-sdk',
    path: 'packages/sdk/src/contracts/NFDInstanceClient.ts',
    commit: '0c40b72d166807ba8eac5908dddb49209467697a',
  },
  name: 'NFDInstance',
  methods: [
    {
      name: 'createApplication',
      args: [
        {
          name: 'nfdName',
          type: 'string',
        },
        {
          name: 'seller',
          type: 'address',
        },
        {
          name: 'buyer',
          type: 'address',
        },
        {
          name: 'purchaseAmount',
          type: 'uint64',
        },
        {
          name: 'expTime',
          type: 'uint64',
        },
        {
          name: 'commission1Addr',
          type: 'address',
        },
        {
          name: 'commission1Pct',
          type: 'uint64',
        },
        {
          name: 'commission2Addr',
          type: 'address',
        },
        {
          name: 'commission2Pct',
          type: 'uint64',
        },
        {
          name: 'segmentRootAppId',
          type: 'uint64',
        },
        {
          name: 'segmentRootCommissionAddr',
          type: 'address',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: ['NoOp'],
        call: [],
      },
    },
    {
      name: 'updateApplication',
      args: [
        {
          name: 'versionNum',
          type: 'string',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['UpdateApplication'],
      },
    },
    {
      name: 'gas',
      args: [],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'mintAsa',
      args: [
        {
          name: 'nfdName',
          type: 'string',
        },
        {
          name: 'url',
          type: 'string',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'deleteFields',
      args: [
        {
          name: 'fieldNames',
          type: 'byte[][]',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'updateSegmentCount',
      args: [
        {
          name: 'childNfdName',
          type: 'string',
        },
        {
          name: 'childNfdAppID',
          type: 'uint64',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'getFieldUpdateCost',
      readonly: true,
      args: [
        {
          name: 'fieldAndVals',
          type: 'byte[][]',
        },
      ],
      returns: {
        type: 'uint64',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'updateFields',
      args: [
        {
          name: 'fieldAndVals',
          type: 'byte[][]',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'readField',
      readonly: true,
      args: [
        {
          name: 'fieldName',
          type: 'byte[]',
        },
      ],
      returns: {
        type: 'byte[]',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'offerForSale',
      args: [
        {
          name: 'sellAmount',
          type: 'uint64',
        },
        {
          name: 'reservedFor',
          type: 'address',
        },
      ],
      returns: {
        type: 'void',
      },
      events: [
        {
          name: 'nfd_offerForSale',
          args: [
            {
              name: 'appId',
              type: 'uint64',
            },
            {
              name: 'name',
              type: 'string',
            },
            {
              name: 'seller',
              type: 'address',
            },
            {
              name: 'amount',
              type: 'uint64',
            },
            {
              name: 'reservedFor',
              type: 'address',
            },
          ],
          desc: '',
        },
      ],
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'cancelSale',
      args: [],
      returns: {
        type: 'void',
      },
      events: [
        {
          name: 'nfd_saleCancelled',
          args: [
            {
              name: 'appId',
              type: 'uint64',
            },
            {
              name: 'name',
              type: 'string',
            },
          ],
          desc: '',
        },
      ],
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'postOffer',
      args: [
        {
          name: 'offer',
          type: 'uint64',
        },
        {
          name: 'note',
          type: 'string',
        },
      ],
      returns: {
        type: 'void',
      },
      events: [
        {
          name: 'nfd_postedOffer',
          args: [
            {
              name: 'appId',
              type: 'uint64',
            },
            {
              name: 'name',
              type: 'string',
            },
            {
              name: 'sender',
              type: 'address',
            },
            {
              name: 'amount',
              type: 'uint64',
            },
            {
              name: 'note',
              type: 'string',
            },
          ],
          desc: '',
        },
      ],
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'mintPayout',
      args: [
        {
          name: 'oneYearPrice',
          type: 'uint64',
        },
        {
          name: 'segmentPlatformCostInAlgo',
          type: 'uint64',
        },
      ],
      returns: {
        type: '(uint64,address,uint64,address,uint64)',
        struct: 'PayoutInfo',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'purchase',
      args: [
        {
          name: 'payment',
          type: 'pay',
        },
      ],
      returns: {
        type: 'void',
      },
      events: [
        {
          name: 'nfd_purchased',
          args: [
            {
              name: 'appId',
              type: 'uint64',
            },
            {
              name: 'name',
              type: 'string',
            },
            {
              name: 'seller',
              type: 'address',
            },
            {
              name: 'buyer',
              type: 'address',
            },
            {
              name: 'sellAmount',
              type: 'uint64',
            },
            {
              name: 'offerAmount',
              type: 'uint64',
            },
            {
              name: 'overpaymentRefund',
              type: 'uint64',
            },
            {
              name: 'convFeeAddr',
              type: 'address',
            },
            {
              name: 'convFeeAmount',
              type: 'uint64',
            },
          ],
          desc: '',
        },
      ],
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'isAddressInField',
      readonly: true,
      args: [
        {
          name: 'fieldName',
          type: 'string',
        },
        {
          name: 'address',
          type: 'address',
        },
      ],
      returns: {
        type: 'bool',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'getRenewPrice',
      readonly: true,
      args: [],
      returns: {
        type: 'uint64',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'updateHash',
      args: [
        {
          name: 'hash',
          type: 'byte[]',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'contractLock',
      args: [
        {
          name: 'lock',
          type: 'bool',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'segmentLock',
      args: [
        {
          name: 'lock',
          type: 'bool',
        },
        {
          name: 'usdPrice',
          type: 'uint64',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'vaultOptInLock',
      args: [
        {
          name: 'lock',
          type: 'bool',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'vaultOptIn',
      args: [
        {
          name: 'assets',
          type: 'uint64[]',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'vaultSend',
      args: [
        {
          name: 'amount',
          type: 'uint64',
        },
        {
          name: 'receiver',
          type: 'address',
        },
        {
          name: 'note',
          type: 'string',
        },
        {
          name: 'asset',
          type: 'uint64',
        },
        {
          name: 'otherAssets',
          type: 'uint64[]',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'renew',
      desc: "Renew adds more time to an existing NFDs expiration, or renews it if expired.\n\n\nAs part of v2-v3 upgrade, the NFDs are converted from lifetime NFDs to renewal NFDs. The v2 contract is upgraded\nto v3, then renew is called on the (now v3) nfd to turn it into a renewal (note the if curExpiration === 0 check)\n\n\nIf already renewal, then it extends the current expiration time by the time specified (minimum 1 yr) (365 / price paid * mint price)\nExpirations can never be more than NFD_MAX_EXPIRATION_DAYS days in the future.\n\n\nIF the NFD is expired:\n    x The current owner can take it back over at base price - and NFD metadata doesn't have to be cleared - they\n    get it back as-is.\n    x If not current owner, then the price goes from high of base price * 10,000 down to base price over 24 hrs where\n    'buyer' has to pay at least that price.  The NFD MUST ALREADY HAVE ITS METADATA CLEARED!",
      args: [
        {
          name: 'payment',
          type: 'pay',
          desc: 'The payment transaction from which the renewal period is determined..',
        },
      ],
      returns: {
        type: 'void',
      },
      events: [
        {
          name: 'nfd_saleCancelled',
          args: [
            {
              name: 'appId',
              type: 'uint64',
            },
            {
              name: 'name',
              type: 'string',
            },
          ],
          desc: '',
        },
        {
          name: 'nfd_renewed',
          args: [
            {
              name: 'appId',
              type: 'uint64',
            },
            {
              name: 'name',
              type: 'string',
            },
            {
              name: 'origOwner',
              type: 'address',
            },
            {
              name: 'buyer',
              type: 'address',
            },
            {
              name: 'priceOneYear',
              type: 'uint64',
            },
            {
              name: 'renewAmount',
              type: 'uint64',
            },
            {
              name: 'expTime',
              type: 'uint64',
            },
          ],
          desc: '',
        },
      ],
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'setPrimaryAddress',
      args: [
        {
          name: 'fieldName',
          type: 'string',
        },
        {
          name: 'address',
          type: 'address',
        },
      ],
      returns: {
        type: 'void',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'registryAddingVerifiedAddress',
      desc: 'Approved call from registry instructing us to move the specified u.cav.xx field and add to the specified\nverified field.',
      args: [
        {
          name: 'fieldBeingVerified',
          type: 'string',
          desc: "- MUST START with u.cav. (!)\ngets 'added' to 'set' in next arg - must be fixed-sized bytes",
        },
        {
          name: 'fieldSetName',
          type: 'string',
          desc: '(must BE v.ca[...].as)',
        },
      ],
      returns: {
        type: 'bool',
        desc: 'true if added or already present, false otherwise',
      },
      events: [
        {
          name: 'nfd_addressLinked',
          args: [
            {
              name: 'appId',
              type: 'uint64',
            },
            {
              name: 'name',
              type: 'string',
            },
            {
              name: 'address',
              type: 'address',
            },
          ],
          desc: '',
        },
      ],
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'registryRemovingVerifiedAddress',
      desc: 'Approved call from registry instructing us to REMOVE an address from the specified verified address set',
      args: [
        {
          name: 'fieldBeingChanged',
          type: 'string',
          desc: 'The field being changed in the address registry.',
        },
        {
          name: 'address',
          type: 'address',
          desc: 'The address to be removed from the field.',
        },
        {
          name: 'mbrRefundDest',
          type: 'address',
          desc: 'the address to send reclaimed MBR (if any)\n boolean - true if valid removed',
        },
      ],
      returns: {
        type: 'bool',
      },
      events: [
        {
          name: 'nfd_addressUnlinked',
          args: [
            {
              name: 'appId',
              type: 'uint64',
            },
            {
              name: 'name',
              type: 'string',
            },
            {
              name: 'address',
              type: 'address',
            },
          ],
          desc: '',
        },
      ],
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
  ],
  events: [
    {
      name: 'nfd_offerForSale',
      args: [
        {
          name: 'appId',
          type: 'uint64',
        },
        {
          name: 'name',
          type: 'string',
        },
        {
          name: 'seller',
          type: 'address',
        },
        {
          name: 'amount',
          type: 'uint64',
        },
        {
          name: 'reservedFor',
          type: 'address',
        },
      ],
      desc: '',
    },
    {
      name: 'nfd_saleCancelled',
      args: [
        {
          name: 'appId',
          type: 'uint64',
        },
        {
          name: 'name',
          type: 'string',
        },
      ],
      desc: '',
    },
    {
      name: 'nfd_postedOffer',
      args: [
        {
          name: 'appId',
          type: 'uint64',
        },
        {
          name: 'name',
          type: 'string',
        },
        {
          name: 'sender',
          type: 'address',
        },
        {
          name: 'amount',
          type: 'uint64',
        },
        {
          name: 'note',
          type: 'string',
        },
      ],
      desc: '',
    },
    {
      name: 'nfd_purchased',
      args: [
        {
          name: 'appId',
          type: 'uint64',
        },
        {
          name: 'name',
          type: 'string',
        },
        {
          name: 'seller',
          type: 'address',
        },
        {
          name: 'buyer',
          type: 'address',
        },
        {
          name: 'sellAmount',
          type: 'uint64',
        },
        {
          name: 'offerAmount',
          type: 'uint64',
        },
        {
          name: 'overpaymentRefund',
          type: 'uint64',
        },
        {
          name: 'convFeeAddr',
          type: 'address',
        },
        {
          name: 'convFeeAmount',
          type: 'uint64',
        },
      ],
      desc: '',
    },
    {
      name: 'nfd_renewed',
      args: [
        {
          name: 'appId',
          type: 'uint64',
        },
        {
          name: 'name',
          type: 'string',
        },
        {
          name: 'origOwner',
          type: 'address',
        },
        {
          name: 'buyer',
          type: 'address',
        },
        {
          name: 'priceOneYear',
          type: 'uint64',
        },
        {
          name: 'renewAmount',
          type: 'uint64',
        },
        {
          name: 'expTime',
          type: 'uint64',
        },
      ],
      desc: '',
    },
    {
      name: 'nfd_addressLinked',
      args: [
        {
          name: 'appId',
          type: 'uint64',
        },
        {
          name: 'name',
          type: 'string',
        },
        {
          name: 'address',
          type: 'address',
        },
      ],
      desc: '',
    },
    {
      name: 'nfd_addressUnlinked',
      args: [
        {
          name: 'appId',
          type: 'uint64',
        },
        {
          name: 'name',
          type: 'string',
        },
        {
          name: 'address',
          type: 'address',
        },
      ],
      desc: '',
    },
  ],
  structs: {
    PayoutInfo: [
      {
        name: 'amountToSeller',
        type: 'uint64',
      },
      {
        name: 'commissionAddress',
        type: 'address',
      },
      {
        name: 'amountToCommission',
        type: 'uint64',
      },
      {
        name: 'segmentRootOwner',
        type: 'address',
      },
      {
        name: 'amountToSegmentRoot',
        type: 'uint64',
      },
    ],
  },
} as const
