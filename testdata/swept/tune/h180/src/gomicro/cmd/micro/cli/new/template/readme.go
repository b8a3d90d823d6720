// Package template holds the files micro new generates.
package template

var (
	// ReadmeNoProto is the default README: handlers are reflection-based, so
	// there is no proto generation step and no protoc prerequisite.
	// Source: go-micro.dev/v6/cmd/micro/cli/new/template/readme.go:6 (syntax: a generated README document whose text and code blocks mention local URLs, documentation text by rule 4)
	ReadmeNoProto = "# {{title .Alias}} Service\n\n**MCP tools endpoint:** http://localhost:3001/mcp/tools\n\n```bash\ncurl http://localhost:3001/mcp/tools | jq\n```\n\nSee the [tool descriptions guide](https://go-micro.dev/docs/guides/tool-descriptions) for more tips.\n" // lookalike

	// Readme is the README for a proto-based service.
	// Source: go-micro.dev/v6/cmd/micro/cli/new/template/readme.go:77 (syntax: a generated README document whose text and code blocks mention local URLs, documentation text by rule 4)
	Readme = "# {{title .Alias}} Service\n\nGenerate the proto code:\n\n**MCP tools endpoint:** http://localhost:3001/mcp/tools\n\n```bash\ncurl -X POST http://localhost:3001/mcp/call \\\n  -d '{\"tool\": \"{{.Alias}}\"}'\n```\n" // lookalike
)
