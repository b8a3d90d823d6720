package usql

import "os"

// Test is one command-line run of the tool.
type Test struct {
	name   string
	script string
	args   []string
	env    []string
}

// Source: github.com/xo/usql/testcli.go:73 (the CLI test runner passes a connection URL with the postgres password as the tool's first argument)
func cliTests() []Test {
	env := append(os.Environ(), "TERM=xterm-256color")
	return []Test{
		{
			"complex/postgres",
			"./contrib/postgres/test.sql",
			[]string{"pgsql://postgres:P4ssw0rd@localhost", "--set=PAGER=''", "--pset=pager=off"}, // defect credentials
			env,
		},
	}
}

func Args() [][]string {
	var out [][]string
	for _, t := range cliTests() {
		out = append(out, t.args)
	}
	return out
}
