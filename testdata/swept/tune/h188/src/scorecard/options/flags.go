// Package options holds a rewritten excerpt of scorecard's command-line flags.
package options

import "flag"

// Options are the scorecard command-line options.
type Options struct {
	Repo  string
	Repos string
}

// Flag names.
const (
	FlagRepo  = "repo"
	FlagRepos = "repos"
)

// AddFlags adds this options' flags to the flag set.
func (o *Options) AddFlags(fs *flag.FlagSet) {
	fs.StringVar(
		&o.Repo,
		FlagRepo,
		o.Repo,
		// Source: github.com/ossf/scorecard/v5/options/flags.go:97 (syntax: flag usage text that lists accepted repo spellings among words, prose by rule 4)
		"repository to check (valid inputs: \"owner/repo\", \"github.com/owner/repo\", \"https://github.com/repo\")", // lookalike
	)

	fs.StringVar(
		&o.Repos,
		FlagRepos,
		o.Repos,
		// Source: github.com/ossf/scorecard/v5/options/flags.go:104 (syntax: flag usage text built by concatenation that quotes an example URL among words, prose by rule 4)
		"repositories to check (<repo1>,<repo2>, ...). Each repo must be one of:"+" \"owner/repo\", \"github.com/owner/repo\", \"https://github.com/repo\"", // lookalike
	)
}
