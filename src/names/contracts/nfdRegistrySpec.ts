/**
 * The NFDRegistry contract's ARC-56 interface (methods, events, structs) as TxnLab/nfd-sdk ships it:
 * `APP_SPEC` of NFDRegistryClient.ts at commit 0c40b72d. Copied verbatim, never edited by hand: the README
 * ("What you see is what you sign") says how to refresh it.
 */
export const nfdRegistrySpec = {
  source: {
    repo: 'TxnLab/nfd-sdk',
    path: 'packages/sdk/src/contracts/NFDRegistryClient.ts',
    commit: '0c40b72d166807ba8eac5908dddb49209467697a',
  },
  name: 'NFDRegistry',
  methods: [
    {
      name: 'updateApplication',
      args: [],
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
      name: 'getPrice',
      desc: 'Returns the price for a given NFD (single year), the max # of years allowed (Name for Display),\nand extra algo required to cover MBR when purchasing.',
      args: [
        {
          name: 'nfdName',
          type: 'string',
          desc: 'The NFD name for which to retrieve the price.',
        },
        {
          name: 'caller',
          type: 'address',
          desc: 'the address this request is on behalf of (since an nfd contract might call us it\nneeds to be able to pass on the request on behalf of ITS caller - ie: getting price for an expired nfd will be\ndifferent if its owner ir asking.\n PriceInfo Type containing the price, carry cost, etc.',
        },
      ],
      returns: {
        type: '(uint64,uint64,bool,bool,bool)',
        struct: 'PriceInfo',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'getConstraints',
      args: [],
      returns: {
        type: '(uint64,uint64,uint64,address,uint64,uint64,uint64)',
        struct: 'Constraints',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'getNfdMbrCost',
      desc: 'Returns the MBR amounts needed to MINT an nfd.\nThis value needs to be added to purchase price in mintNfd call.\ngetPrice() returns it though.',
      args: [
        {
          name: 'nfdName',
          type: 'string',
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
      name: 'getNfdLinkOnMintExtraMbrCost',
      args: [
        {
          name: 'address',
          type: 'address',
        },
      ],
      returns: {
        type: '(uint64,uint64)',
        struct: 'LinkOnMintExtraMbrCosts',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'mintNfd',
      desc: 'Mint an NFD (NFT) and create a new NFD instance.',
      args: [
        {
          name: 'purchaseTxn',
          type: 'pay',
          desc: 'The payment transaction covering the purchase amount of the nfd',
        },
        {
          name: 'nfdName',
          type: 'string',
          desc: 'The name of the NFD to mint',
        },
        {
          name: 'reservedFor',
          type: 'address',
          desc: 'The address that will own the NFD once minted (so you can buy for someone else)',
        },
        {
          name: 'linkOnMint',
          type: 'bool',
          desc: 'whether to auto-link the address (reserved for MUST MATCH payer!) at mint\n uint64 - The ID of the newly created NFD instance.',
        },
      ],
      returns: {
        type: 'uint64',
      },
      events: [
        {
          name: 'nfdRegistry_minted',
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
              name: 'priceOneYear',
              type: 'uint64',
            },
            {
              name: 'paidAmount',
              type: 'uint64',
            },
            {
              name: 'carryCost',
              type: 'uint64',
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
              name: 'owner',
              type: 'address',
            },
            {
              name: 'expTime',
              type: 'uint64',
            },
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
          desc: '',
        },
      ],
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'linkNfdAddress',
      args: [
        {
          name: 'nfdName',
          type: 'string',
        },
        {
          name: 'nfdAppId',
          type: 'uint64',
        },
        {
          name: 'addrToVerify',
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
      name: 'unlinkNfdAddress',
      args: [
        {
          name: 'nfdName',
          type: 'string',
        },
        {
          name: 'nfdAppId',
          type: 'uint64',
        },
        {
          name: 'addrToUnlink',
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
      name: 'ownershipAssign',
      args: [
        {
          name: 'nfdName',
          type: 'string',
        },
        {
          name: 'nfdAppId',
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
      name: 'ownershipChanged',
      desc: 'This method is triggered when the ownership of an NFD (Non-Fungible Domain) changes.\nIt is called by the NFD via the purchase method.  It can also be called by TxnLab admin for older 3.3\nNFDs when it detects purchased events for 3.3',
      args: [
        {
          name: 'nfdName',
          type: 'string',
          desc: 'The name of the NFD.',
        },
        {
          name: 'nfdAppId',
          type: 'uint64',
          desc: 'The unique application ID of the NFD.',
        },
        {
          name: 'seller',
          type: 'address',
          desc: 'The address of the prior owner (seller) of the nfd',
        },
        {
          name: 'buyer',
          type: 'address',
          desc: 'The address of the new owner of the NFD.',
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
      name: 'setAddressPrimaryNfd',
      desc: "Makes the specified NFD the 'first' NFD in the reverse-address set so its the primary NFD for this address.\nThe NFD must be valid, and the sender must be the address (or nfd owner if vault).  The NFD wouldn't already be\nin the reverse-lookup set if it wasn't already valid.",
      args: [
        {
          name: 'nfdName',
          type: 'string',
        },
        {
          name: 'nfdAppId',
          type: 'uint64',
        },
        {
          name: 'addrBeingModified',
          type: 'address',
        },
      ],
      returns: {
        type: 'void',
      },
      events: [
        {
          name: 'nfdRegistry_addressPrimaryNfdChanged',
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
      name: 'upgradeNfd',
      args: [
        {
          name: 'nfdName',
          type: 'string',
        },
      ],
      returns: {
        type: 'string',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'isValidNfdAppId',
      args: [
        {
          name: 'nfdName',
          type: 'string',
        },
        {
          name: 'nfdAppId',
          type: 'uint64',
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
      name: 'getNameAppId',
      args: [
        {
          name: 'nfdName',
          type: 'string',
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
      name: 'getAddressAppIds',
      args: [
        {
          name: 'lookupAddress',
          type: 'address',
        },
      ],
      returns: {
        type: 'uint64[]',
      },
      actions: {
        create: [],
        call: ['NoOp'],
      },
    },
    {
      name: 'nfdContractInit',
      desc: 'Initializes the NFD contract bytecode into the registry',
      args: [
        {
          name: 'version',
          type: 'string',
          desc: 'The version of the contract.',
        },
        {
          name: 'size',
          type: 'uint64',
          desc: 'exact byte size of contract to load',
        },
        {
          name: 'clearCode',
          type: 'byte[]',
          desc: 'bytes of clear code',
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
      name: 'nfdContractLoad',
      desc: 'Loads contract data into the  box at the specified offset.',
      args: [
        {
          name: 'version',
          type: 'string',
          desc: 'The version of the contract.',
        },
        {
          name: 'offset',
          type: 'uint64',
          desc: 'The offset at which to replace the contract data within the box.',
        },
        {
          name: 'data',
          type: 'byte[]',
          desc: 'The contract data to be loaded.',
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
      name: 'nfdContractCommit',
      desc: 'Commit a new version of the contract.',
      args: [
        {
          name: 'version',
          type: 'string',
          desc: 'The version number of the contract to be committed.',
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
      name: 'usdInMicroAlgo',
      args: [
        {
          name: 'usdCost',
          type: 'uint64',
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
      name: 'costToAddToAddress',
      desc: 'Returns the cost to add an NFD to the reverse-lookup data',
      args: [
        {
          name: 'lookupAddress',
          type: 'address',
          desc: 'The address to add the NFD app id to',
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
      name: 'calcFuturePrice',
      desc: 'Calculates the future price based on the current price and the number of years.',
      args: [
        {
          name: 'curPrice',
          type: 'uint64',
          desc: 'The current price in USD (in decimals). For example, if the current price is $2.00, the value should be 200.',
        },
        {
          name: 'forTime',
          type: 'uint64',
          desc: "The timestamp to calc the future price based on - ie: 1 year past 'go live date' the price would have inflated by 1 year.\n\n\n uint64 The future price calculated based on the current price and the specified number of years.",
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
      name: 'createApplication',
      args: [],
      returns: {
        type: 'void',
      },
      actions: {
        create: ['NoOp'],
        call: [],
      },
    },
  ],
  events: [
    {
      name: 'nfdRegistry_minted',
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
          name: 'priceOneYear',
          type: 'uint64',
        },
        {
          name: 'paidAmount',
          type: 'uint64',
        },
        {
          name: 'carryCost',
          type: 'uint64',
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
          name: 'owner',
          type: 'address',
        },
        {
          name: 'expTime',
          type: 'uint64',
        },
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
      desc: '',
    },
    {
      name: 'nfdRegistry_addressPrimaryNfdChanged',
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
    PriceInfo: [
      {
        name: 'oneYearPrice',
        type: 'uint64',
      },
      {
        name: 'carryCost',
        type: 'uint64',
      },
      {
        name: 'exists',
        type: 'bool',
      },
      {
        name: 'isExpired',
        type: 'bool',
      },
      {
        name: 'inAuction',
        type: 'bool',
      },
    ],
    Constraints: [
      {
        name: 'segmentPlatformCostInUsd',
        type: 'uint64',
      },
      {
        name: 'segmentPlatformCostInAlgo',
        type: 'uint64',
      },
      {
        name: 'maxYearsAllowed',
        type: 'uint64',
      },
      {
        name: 'treasuryAddress',
        type: 'address',
      },
      {
        name: 'expiredAuctionDuration',
        type: 'uint64',
      },
      {
        name: 'expiredStartingPrice',
        type: 'uint64',
      },
      {
        name: 'maxMintCarryCost',
        type: 'uint64',
      },
    ],
    LinkOnMintExtraMbrCosts: [
      {
        name: 'linkingNfdMbrCost',
        type: 'uint64',
      },
      {
        name: 'linkingRegistryMbrCost',
        type: 'uint64',
      },
    ],
  },
} as const
