// Package lintignore defines an Analyzer that reports malformed
// //lint:ignore directives.
//
// # Analyzer lintignore
//
// lintignore: report malformed //lint:ignore directives
//
// urilint's checks are silenced by staticcheck's directives:
// "//lint:ignore CHECK reason" on a finding's line or the line above it,
// and "//lint:file-ignore CHECK reason" for a whole file, where CHECK is
// a comma-separated list of names or patterns ("host*"). The reason is
// required: a directive without one silences nothing, and this check
// reports it, so that the finding it meant to silence does not come back
// unexplained. The check runs in every door, as the directives do: the
// command, go vet, go fix, golangci-lint and gopls.
//
// Before:
//
//	//lint:ignore schemecase // lintignore: malformed //lint:ignore directive: want //lint:ignore CHECK[,CHECK] reason
//	http.Get("HTTP://legacy.example.com/")
//
// After:
//
//	//lint:ignore schemecase the legacy server matches the scheme case-sensitively
//	http.Get("HTTP://legacy.example.com/")
package lintignore
