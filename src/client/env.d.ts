declare const __BUILD_ID__: string
