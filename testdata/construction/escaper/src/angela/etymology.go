// Package angela mirrors a chat bot command that links a dictionary page.
package angela

import (
	"fmt"
	"net/url"
	"strings"
)

// Source: github.com/rami3l/angela/lib/bot/etymology.go:70 (words joined with spaces escaped with url.QueryEscape as the wiki page path)
func etymologySource(args []string) string {
	arg := strings.Join(args, " ")
	src := fmt.Sprintf("https://wiki.example.org/wiki/%s", url.QueryEscape(arg)) // defect escaper
	return fmt.Sprintf("Let me look it up...\n\nsrc: %s", src)
}
