// Package vhs holds cases rewritten from github.com/charmbracelet/vhs.
package vhs

import "fmt"

// warnIgnoredSetting prints the warning for a Set directive that came too late.
func warnIgnoredSetting(options, args string) {
	// Source: github.com/charmbracelet/vhs/evaluator.go:158 (syntax: a docs link after "Learn more:" in a warning format string is prose, not a URI (rule 4))
	fmt.Println(fmt.Sprintf("WARN: 'Set %s %s' has been ignored. Move the directive to the top of the file.\nLearn more: https://github.com/charmbracelet/vhs#settings", options, args)) // lookalike
}
