package hakrawler

import (
	"flag"
	"fmt"
	"os"
)

// Source: github.com/hakluke/hakrawler/hakrawler.go:43 (syntax: a URL inside a flag's help text, with a space and a quote after it, prose, rule 4)
var rawHeaders = flag.String(("h"), "", "Custom headers separated by two semi-colons. E.g. -h \"Cookie: foo=bar;;Referer: http://example.com/\" ") // lookalike

func report(urlsFound bool) {
	if !urlsFound {
		// Source: github.com/hakluke/hakrawler/hakrawler.go:218 (syntax: URLs in a message printed to users, prose, rule 4)
		fmt.Fprintln(os.Stderr, "No URLs were found. This usually happens when a domain is specified (https://example.com), but it redirects to a subdomain (https://www.example.com). The subdomain is not included in the scope.") // lookalike
	}
}
