// Package new is the micro new command.
package new

import (
	"fmt"
	"io"
	"strings"
)

func printNextSteps(w io.Writer, dir string, noMCP bool) {
	fmt.Fprintln(w, "  Next steps:")
	fmt.Fprintf(w, "    cd %s\n", dir)
	fmt.Fprintln(w, "  First-agent path:")
	// Source: go-micro.dev/v6/cmd/micro/cli/new/new.go:306 (syntax: an indented guide link printed as a line of next-step text, only printed, prose by rule 4)
	fmt.Fprintln(w, "    https://go-micro.dev/docs/guides/your-first-agent.html") // lookalike
	// Source: go-micro.dev/v6/cmd/micro/cli/new/new.go:307 (syntax: an indented guide link printed as a line of next-step text, only printed, prose by rule 4)
	fmt.Fprintln(w, "    https://go-micro.dev/docs/guides/zero-to-hero.html") // lookalike
	if !noMCP {
		fmt.Fprintln(w)
		// Source: go-micro.dev/v6/cmd/micro/cli/new/new.go:310 (syntax: a local URL printed between a label and terminal color codes, only printed, prose by rule 4)
		fmt.Fprintf(w, "    MCP tools   \033[36mhttp://localhost:3001/mcp/tools\033[0m\n") // lookalike
	}
	fmt.Fprintln(w)
}

// printProtoInstall tells the user exactly what to install to generate the
// protobuf code, instead of failing with a cryptic plugin error.
func printProtoInstall(missing []string) {
	fmt.Printf("  This service uses Protocol Buffers, but these tools are missing: %s\n", strings.Join(missing, ", "))
	fmt.Println("  Install them:")
	// Source: go-micro.dev/v6/cmd/micro/cli/new/new.go:368 (syntax: install hint printed to the user with a release URL followed by words, prose by rule 4)
	fmt.Println("    protoc            https://github.com/protocolbuffers/protobuf/releases (or via your package manager)") // lookalike
}
