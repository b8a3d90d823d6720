// Package xcaddy holds cases rewritten from github.com/caddyserver/xcaddy.
package xcaddy

// Source: github.com/caddyserver/xcaddy/cmd/cobra.go:21 (syntax: a link inside the command's long help text, joined to the words around it; rule 4)
var longHelp = "xcaddy is a custom Caddy builder for advanced users and plugin developers.\n" +
	"Report bugs on https://github.com/caddyserver/xcaddy\n" // lookalike

// Source: github.com/caddyserver/xcaddy/cmd/cobra.go:109 (syntax: a link inside the help footer text after a line of prose; rule 4)
const fullDocsFooter = "Full documentation is available at:\nhttps://github.com/caddyserver/xcaddy" // lookalike

func helpTemplate(base string) string {
	return base + "\n" + longHelp + fullDocsFooter + "\n"
}
