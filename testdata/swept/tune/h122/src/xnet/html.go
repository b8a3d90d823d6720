package xnet

import "strings"

func ibmTransitional(val string) bool {
	// Source: golang.org/x/net/html/doctype.go:90 (plainhttp: a DOCTYPE system identifier compared with EqualFold to pick quirks mode, never fetched)
	return strings.EqualFold(val, "http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd") // lookalike
}

// parseHTML stands in for the HTML parser under test.
func parseHTML(text string) (int, error) {
	return strings.Count(text, "<"), nil
}
