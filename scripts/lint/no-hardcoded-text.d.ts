import type { Rule } from 'eslint'

export declare const noHardcodedText: Rule.RuleModule
