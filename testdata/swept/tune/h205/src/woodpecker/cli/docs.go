package cli

// configurationDocs is the CONFIGURATION section of the generated CLI docs.
// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/cli/docs.go:25 (syntax: markdown documentation text holding a Windows path and a sample JSON server_url, prose by rule 4 and no URI in use)
const configurationDocs = `# CONFIGURATION

woodpecker-cli stores named contexts in a ` + "`contexts.json`" + ` file under the user's configuration directory.

| Windows | ` + "`C:\\Users\\<user>\\AppData\\Local\\woodpecker\\contexts.json`" + ` |

      "server_url": "https://ci.example.test",
` // lookalike

func docs() string { return configurationDocs }
