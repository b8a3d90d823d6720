package kubeshark

// Command stands in for cobra.Command.
type Command struct {
	Use   string
	Short string
	Long  string
}

// FlagSet stands in for pflag.FlagSet.
type FlagSet struct{}

// StringVar defines a string flag.
func (f *FlagSet) StringVar(p *string, name string, value string, usage string) { *p = value }

var mcpCmd = &Command{
	Use:   "mcp",
	Short: "Run MCP (Model Context Protocol) server for AI assistant integration",
	// Source: github.com/kubeshark/kubeshark/cmd/mcp.go:18 (syntax: long help text whose example URL and JSON config sit inside prose shown to users, prose by rule 4)
	Long: "Run an MCP server over stdio that exposes Kubeshark's L7 API visibility\nto AI assistants like Claude Desktop.\n\nIf Kubeshark is already running and accessible via URL (e.g., exposed via ingress),\nyou can connect directly without needing kubectl/kubeconfig:\n\n  {\n    \"mcpServers\": {\n      \"kubeshark\": {\n        \"command\": \"/path/to/kubeshark\",\n        \"args\": [\"mcp\", \"--url\", \"https://kubeshark.example.com\"]\n      }\n    }\n  }\n\nMultiple --set flags can be used for different settings.", // lookalike
}

var mcpURL string

func initMCP(flags *FlagSet) {
	_ = mcpCmd
	// Source: github.com/kubeshark/kubeshark/cmd/mcp.go:121 (syntax: an example URL inside flag help text joined to words around it, prose by rule 4)
	flags.StringVar(&mcpURL, "url", "", "Direct URL to Kubeshark (e.g., https://kubeshark.example.com). When set, connects directly without kubectl/proxy and disables start/stop tools.") // lookalike
}
