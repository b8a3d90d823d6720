package bombardier

import "testing"

const programName = "bombardier"

func TestInvalidArgsParsing(t *testing.T) {
	expectations := []struct {
		in  []string
		out string
	}{
		{
			// Source: github.com/codesenberg/bombardier/args_parser_test.go:25 (plainhttp: a row of a table of invalid argument lists that the test expects to fail (rule 2a))
			[]string{programName, "http://google.com", "http://yahoo.com"}, // lookalike
			// Source: github.com/codesenberg/bombardier/args_parser_test.go:26 (syntax: the expected error message is prose that quotes the extra argument (rule 4))
			"unexpected http://yahoo.com", // lookalike
		},
	}
	for _, e := range expectations {
		if _, err := parse(e.in); err == nil || err.Error() != e.out {
			t.Error(err, e.out)
		}
	}
}

func TestArgsParsing(t *testing.T) {
	expectations := []struct {
		in  [][]string
		out config
	}{
		{
			[][]string{
				// Source: github.com/codesenberg/bombardier/args_parser_test.go:72 (hostform: an input row that varies the target on purpose for the normaliser that fills in localhost (rules 2c, 2d))
				{programName, "https://"}, // lookalike
				// Source: github.com/codesenberg/bombardier/args_parser_test.go:73 (port: an input row with the default port for the port-adding normaliser under test (rules 2c, 2d))
				{programName, "https://:443"}, // lookalike
			},
			// Source: github.com/codesenberg/bombardier/args_parser_test.go:81 (port: the default port in the expected output of the port-adding normaliser is what that code handles (rule 2c))
			config{url: "https://localhost:443"}, // lookalike
		},
		// Source: github.com/codesenberg/bombardier/args_parser_test.go:95 (port: expected output of the port-adding normaliser (rule 2c); uniform sample of 5 of 20 identical expected rows)
		{[][]string{{programName, "https://somehost.somedomain"}, {programName, "-l", "https://somehost.somedomain"}}, config{url: "https://somehost.somedomain:443"}}, // lookalike
		// Source: github.com/codesenberg/bombardier/args_parser_test.go:220 (port: expected output of the port-adding normaliser (rule 2c); uniform sample of 5 of 20 identical expected rows)
		{[][]string{{programName, "--latencies", "https://somehost.somedomain"}}, config{latencies: true, url: "https://somehost.somedomain:443"}}, // lookalike
		// Source: github.com/codesenberg/bombardier/args_parser_test.go:356 (port: expected output of the port-adding normaliser (rule 2c); uniform sample of 5 of 20 identical expected rows)
		{[][]string{{programName, "-l", "https://somehost.somedomain"}}, config{latencies: true, url: "https://somehost.somedomain:443"}}, // lookalike
		// Source: github.com/codesenberg/bombardier/args_parser_test.go:456 (port: expected output of the port-adding normaliser (rule 2c); uniform sample of 5 of 20 identical expected rows)
		{[][]string{{programName, "https://somehost.somedomain"}}, config{url: "https://somehost.somedomain:443"}}, // lookalike
		// Source: github.com/codesenberg/bombardier/args_parser_test.go:590 (port: expected output of the port-adding normaliser (rule 2c); uniform sample of 5 of 20 identical expected rows)
		{[][]string{{programName, "--latencies", "https://somehost.somedomain"}}, config{latencies: true, url: "https://somehost.somedomain:443"}}, // lookalike
	}
	for _, e := range expectations {
		for _, args := range e.in {
			cfg, err := parse(args)
			if err != nil {
				t.Error(err)
				continue
			}
			if cfg != e.out {
				t.Errorf("got %#v, want %#v", cfg, e.out)
			}
		}
	}
}

func TestTryParseUrl(t *testing.T) {
	invalid := []string{
		// Source: github.com/codesenberg/bombardier/args_parser_test.go:831 (sink: an ftp target in a table of invalid inputs the test expects to be rejected (rule 2a))
		"ftp://bla:89", // lookalike
		// Source: github.com/codesenberg/bombardier/args_parser_test.go:832 (port: a non-numeric port in a table of invalid inputs the test expects to be rejected (rule 2a))
		"http://bla:bla:bla", // lookalike
		// Source: github.com/codesenberg/bombardier/args_parser_test.go:833 (syntax: a misspelt scheme with one slash in a table of invalid inputs the test expects to be rejected (rule 2a))
		"htp:/bla:bla:bla", // lookalike
	}
	for _, u := range invalid {
		if _, err := tryParseURL(u); err == nil {
			t.Errorf("%q is not a valid URL", u)
		}
	}
}
